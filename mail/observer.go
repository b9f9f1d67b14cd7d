package mail

// Observer counts the worker's sends, for the shop's metrics (package metrics implements it;
// main sets Worker.Observer). Its methods must be quick and never block.
type Observer interface {
	// MailSent counts a mail that went, by its notice's kind.
	MailSent(kind string)
	// MailFailed counts a failed try, by its notice's kind; gaveUp when no try follows.
	MailFailed(kind string, gaveUp bool)
}

// observer is w.Observer, or one that counts nothing.
func (w *Worker) observer() Observer {
	if w.Observer == nil {
		return noObserver{}
	}
	return w.Observer
}

type noObserver struct{}

func (noObserver) MailSent(string)         {}
func (noObserver) MailFailed(string, bool) {}
