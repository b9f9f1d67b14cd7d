package main

import "shop/store"

// openSessions opens the sessions where the store says they belong: in its database when
// other instances share it, else in bbolt's sessions.db in the data folder.
func openSessions(st *store.Store, data string) (*store.Sessions, error) {
	if st.SessionsInDatabase() {
		return store.OpenSessionsInDatabase(st)
	}
	return store.OpenSessions(data)
}
