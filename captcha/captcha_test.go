package captcha

import (
	"context"
	"errors"
	"testing"
)

func TestLocalAcceptsOnlyItsTokenForTheAction(t *testing.T) {
	ctx := context.Background()
	if err := (Local{}).Verify(ctx, LocalToken("contact"), "contact", "127.0.0.1"); err != nil {
		t.Fatalf("own token refused: %v", err)
	}
	for _, token := range []string{"", "local:", "local:register", "local:reject", "03AGdBq2…", "contact"} {
		if err := (Local{}).Verify(ctx, token, "contact", "127.0.0.1"); !errors.Is(err, ErrRejected) {
			t.Errorf("token %q: got %v, want ErrRejected", token, err)
		}
	}
}
