package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"strconv"
	"time"

	"shop/mail"
)

// dkimDir is where the data folder keeps the DKIM keys.
func dkimDir(data string) string { return filepath.Join(data, "dkim") }

// dkimFlags are the DKIM settings of serve and of shop dkim.
type dkimFlags struct {
	selector string
	on       bool
	onErr    error // a malformed SHOP_DKIM, reported after parsing
}

func (f *dkimFlags) register(fs *flag.FlagSet, withSwitch bool) {
	fs.StringVar(&f.selector, "dkim-selector", env("SHOP_DKIM_SELECTOR", ""),
		"the DKIM key that signs the mails, DATA/dkim/SELECTOR.key, made if missing; default: the one key there, or a new one named shop and the year and month (SHOP_DKIM_SELECTOR)")
	if !withSwitch {
		return
	}
	on, err := strconv.ParseBool(env("SHOP_DKIM", "true"))
	if err != nil {
		f.onErr = fmt.Errorf("SHOP_DKIM=%q: want 1 or 0 (true or false)", env("SHOP_DKIM", ""))
	}
	fs.BoolVar(&f.on, "dkim", on, "sign the mails sent through SMTP with DKIM; off only for a relay that signs them for the shop's domain (SHOP_DKIM)")
}

// apply hands serve's DKIM settings to the SMTP sender; the key is opened at start
// (startDKIM), in the data folder.
func (f *dkimFlags) apply(smtp *mail.SMTP) error {
	if f.onErr != nil {
		return f.onErr
	}
	if smtp != nil {
		smtp.DKIMSelector, smtp.NoDKIM = f.selector, !f.on
	}
	return nil
}

// startDKIM opens the key that signs the shop's SMTP mail, making it on the first start, and
// says which record checks it; a new key's record is to be published before mail goes out,
// or receivers find a signature they cannot check (shop dkim prints it).
func startDKIM(ctx context.Context, data string, smtp *mail.SMTP, log *slog.Logger) error {
	d, created, err := smtp.OpenDKIM(dkimDir(data), time.Now())
	switch {
	case err != nil:
		return err
	case d == nil:
		log.InfoContext(ctx, "mail: DKIM off (--dkim=false): the relay is to sign the mails")
	case created:
		log.WarnContext(ctx, "mail: a new DKIM key signs the mails; publish its DNS record (shop dkim prints it)",
			"record", d.RecordName(), "value", d.RecordValue())
	default:
		log.InfoContext(ctx, "mail: DKIM signs the mails", "record", d.RecordName())
	}
	return nil
}

// dkimCommand runs `shop dkim`: it prints the DNS TXT record that publishes the DKIM key of
// the data folder (making the key if it is missing), for the domain of the mails' From.
func dkimCommand(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("dkim", flag.ContinueOnError)
	data := fs.String("data", env("SHOP_DATA", "./data"), "data folder (SHOP_DATA)")
	var f dkimFlags
	f.register(fs, false)
	domain := fs.String("domain", "", "the domain of the shop's From address; default: the from= of --smtp-url")
	smtpURL := fs.String("smtp-url", "", "the shop's SMTP URL, whose from= names the domain (SHOP_SMTP_URL)")
	if done, err := parseFlags(fs, args, stdout, "shop dkim [--data DIR] [--dkim-selector S] [--domain D | --smtp-url URL]"); done || err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("dkim: unexpected argument %q", fs.Arg(0))
	}
	if *domain == "" {
		if *smtpURL == "" {
			*smtpURL = env("SHOP_SMTP_URL", "")
		}
		if *smtpURL == "" {
			return fmt.Errorf("dkim: name the domain the shop's mails come from: --domain shop.example, or --smtp-url (SHOP_SMTP_URL) with its from=")
		}
		smtp, err := mail.ParseSMTPURL(*smtpURL)
		if err != nil {
			return err
		}
		*domain = smtp.FromDomain()
	}
	d, created, err := mail.OpenDKIM(dkimDir(*data), f.selector, *domain, time.Now())
	if err != nil {
		return err
	}
	made := ""
	if created {
		made = fmt.Sprintf("A new DKIM key is in %s.\n", filepath.Join(dkimDir(*data), d.Selector+".key"))
	}
	fmt.Fprintf(stdout, "%sPublish this TXT record in the DNS of %s, so that mail servers can check the shop's signature:\n\n"+
		"  name:  %s\n  value: %s\n\nIn a zone file (a TXT string holds at most 255 characters, so the value is cut in parts):\n\n%s\n\n"+
		"Check it once published: dig +short TXT %s\n",
		made, d.Domain, d.RecordName(), d.RecordValue(), d.ZoneLine(), d.RecordName())
	return nil
}
