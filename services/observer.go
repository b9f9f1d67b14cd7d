package services

// Observer counts what the order workflows do, for the shop's metrics (package metrics
// implements it; main wires it through handlers). Its methods must be quick and never block:
// they run on the request's way.
type Observer interface {
	// OrderPlaced counts an order placed, by its payment method's code.
	OrderPlaced(method string)
	// Payment counts a payment's step by its method's code and what happened: PaymentStarted,
	// PaymentStartFailed, PaymentPaid, PaymentFailed, PaymentCancelled.
	Payment(method, outcome string)
}

// The outcomes of a payment's step Observer.Payment counts.
const (
	PaymentStarted     = "started"      // a payment began (a Stripe session, transfer details shown)
	PaymentStartFailed = "start_failed" // the provider could not start it: the order stands, unpaid
	PaymentPaid        = "paid"         // the provider's word (or the test card): paid
	PaymentFailed      = "failed"       // declined, failed or expired
	PaymentCancelled   = "cancelled"    // the provider's word: cancelled, and the order with it
)

// noObserver counts nothing: the workflows before SetObserver, and tests.
type noObserver struct{}

func (noObserver) OrderPlaced(string)     {}
func (noObserver) Payment(string, string) {}

// SetObserver makes o count the workflows' orders and payments; nil counts nothing. Call it
// before the workflows run.
func (s *Orders) SetObserver(o Observer) {
	if o == nil {
		o = noObserver{}
	}
	s.observe = o
}
