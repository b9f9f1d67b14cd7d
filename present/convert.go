package present

// convert is list with each element made by f. nil stays nil and empty stays empty, so an
// answer's null and [] are the store's.
func convert[S, T any](list []S, f func(S) T) []T {
	if list == nil {
		return nil
	}
	out := make([]T, len(list))
	for i, v := range list {
		out[i] = f(v)
	}
	return out
}
