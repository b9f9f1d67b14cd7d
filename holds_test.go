package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"shop/store"
)

// The order limits as the command line sets them reach the orders of the running shop: a
// pickup order waits --pickup-hold-days working days, one address holds --max-unpaid-orders
// unpaid orders, one order --max-units-per-product units of a product.
func TestServeFlagsReachTheOrder(t *testing.T) {
	shop := startLiveShop(t, "--pickup-hold-days", "5", "--max-unpaid-orders", "1", "--max-units-per-product", "2")
	b := shop.newShopper("203.0.113.20")
	found := b.json(http.MethodGet, "/api/search/products?per_page=16&inventories=1&sort=quantity:desc", "", http.StatusOK)
	var products []struct {
		ID       int64 `json:"id"`
		Quantity int64 `json:"quantity"`
	}
	raw, _ := json.Marshal(found["collection"].(map[string]any)["data"].(map[string]any)["products"])
	if err := json.Unmarshal(raw, &products); err != nil || len(products) == 0 || products[0].Quantity < 3 {
		t.Fatalf("no product with 3 units in stock: %s (%v)", raw, err)
	}
	add := func(b *shopper, qty int) map[string]any {
		t.Helper()
		return b.json(http.MethodPost, fmt.Sprintf("/api/cart-item/add/%d", products[0].ID), fmt.Sprintf(`{"quantity":%d}`, qty), http.StatusOK)["cart"].(map[string]any)
	}
	place := func(b *shopper, email string, want int) map[string]any {
		t.Helper()
		body := fmt.Sprintf(`{"order":{"user_type":"b2c","user_name":"Anna","user_surname":"Bērziņa","user_email":%q,
"user_phone_number":{"countryCallingCode":"+371","number":"20000000"}},"shipping":{"identifier":"shop-riga"},
"shipping_method":"shop-pickup","payment_method":"cash","terms_accepted":true}`, email)
		return b.json(http.MethodPost, "/api/order/store", body, want)
	}

	if cart := add(b, 3); cart["available_for_purchase"] != false || cart["max_units_per_product"] != 2.0 {
		t.Errorf("a cart of 3 under --max-units-per-product 2: %v", cart)
	}
	place(b, "anna@example.lv", http.StatusUnprocessableEntity)
	add(b, 2)
	m := place(b, "anna@example.lv", http.StatusOK)["order"].(map[string]any)
	created, err := time.Parse(time.RFC3339, m["created_at"].(string))
	if err != nil {
		t.Fatal(err)
	}
	riga, _ := time.LoadLocation("Europe/Riga")
	if want := (store.Hold{WorkingDays: 5, Location: riga}).Until(created).UTC().Format(time.RFC3339); m["expires_at"] != want {
		t.Errorf("a pickup order under --pickup-hold-days 5 expires %v, want %s", m["expires_at"], want)
	}

	other := shop.newShopper("203.0.113.20") // another browser and e-mail, the same address
	add(other, 1)
	place(other, "other@example.lv", http.StatusTooManyRequests)
}

// The removed pickup timeout, as a flag or in the environment, and a limit that is no whole
// number of at least 1, stop the shop before it touches the data folder, naming what to set.
func TestOrderLimitFlagsRefused(t *testing.T) {
	for _, c := range []struct {
		args []string
		env  [2]string
		want string
	}{
		{args: []string{"--pickup-payment-timeout", "1m"}, want: "--pickup-hold-days"},
		{env: [2]string{"SHOP_PICKUP_PAYMENT_TIMEOUT", "168h"}, want: "SHOP_PICKUP_HOLD_DAYS"},
		{args: []string{"--pickup-hold-days", "0"}, want: "pickup-hold-days"},
		{env: [2]string{"SHOP_PICKUP_HOLD_DAYS", "three"}, want: "SHOP_PICKUP_HOLD_DAYS"},
		{args: []string{"--max-unpaid-orders", "0"}, want: "max-unpaid-orders"},
		{env: [2]string{"SHOP_MAX_UNPAID_ORDERS", "-1"}, want: "SHOP_MAX_UNPAID_ORDERS"},
		{args: []string{"--max-units-per-product", "ten"}, want: "max-units-per-product"},
		{env: [2]string{"SHOP_MAX_UNITS_PER_PRODUCT", "0"}, want: "SHOP_MAX_UNITS_PER_PRODUCT"},
	} {
		t.Run(c.want, func(t *testing.T) {
			if c.env[0] != "" {
				t.Setenv(c.env[0], c.env[1])
			}
			dir := filepath.Join(t.TempDir(), "data")
			err := run(context.Background(), append([]string{"serve", "--addr", "127.0.0.1:0", "--data", dir}, c.args...), io.Discard)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%v %v: %v, want an error naming %s", c.args, c.env, err, c.want)
			}
			if _, err := os.Stat(dir); !os.IsNotExist(err) {
				t.Error("touched the data folder")
			}
		})
	}
}
