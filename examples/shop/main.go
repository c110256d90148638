// Command shop shows jsongen on a small order type: it encodes an order
// with the generated code and with encoding/json, checks that the bytes
// are the same, decodes them back, and shows what a bad document does.
//
// Run it from the repository root with
//
//	go generate ./examples/shop && go run ./examples/shop
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"time"

	"github.com/jsongen/jsongen"
)

func main() {
	phone := "+44 20 7946 0958"
	shipped := time.Date(2026, 11, 3, 9, 30, 0, 0, time.UTC)
	order := Order{
		ID:       1042,
		Customer: Customer{Name: "Ada <Lovelace>", Email: "ada@example.com", Phone: &phone},
		Items: []Item{
			{SKU: "BK-001", Title: "Notes on the Analytical Engine", Quantity: 1, Price: 2599, Weight: 0.4},
			{SKU: "PN-042", Title: "Fountain pen & ink", Quantity: 2, Price: 1250},
		},
		Status:  Shipped,
		Placed:  time.Date(2026, 11, 1, 18, 4, 5, 123000000, time.FixedZone("CET", 3600)),
		Shipped: &shipped,
		Tags:    map[string]string{"gift": "yes", "channel": "web"},
		Total:   5099,
		Audit:   Audit{UpdatedBy: "warehouse", Revision: 3},
	}

	fast, err := jsongen.Marshal(&order)
	check(err)
	std, err := json.Marshal(&order)
	check(err)
	fmt.Printf("jsongen.Marshal:\n%s\n", fast)
	fmt.Println("same bytes as json.Marshal:", bytes.Equal(fast, std))

	var back Order
	check(jsongen.Unmarshal(fast, &back))
	fmt.Println("decodes back to the same order:", reflect.DeepEqual(normalize(back), normalize(order)))

	// Keys match without regard to case, as in encoding/json, and a value
	// of the wrong type is reported, while decoding goes on, with the error
	// json.Unmarshal returns; DetailedErrors gives jsongen's own, which says
	// where in the document the value is.
	bad := []byte(`{"ID": 7, "items": [{"sku": "X", "qty": "two"}], "status": "paid"}`)
	var partial Order
	err = jsongen.Unmarshal(bad, &partial)
	fmt.Println("decoding a bad document:", err)
	fmt.Printf("what was decoded anyway: id=%d status=%v items=%d\n", partial.ID, statusNames[partial.Status], len(partial.Items))
	fmt.Println("in detail:", jsongen.UnmarshalOptions{DetailedErrors: true}.Unmarshal(bad, &partial))

	malformed := []byte(`{"id": 7, "items": [}`)
	fmt.Println("decoding malformed JSON:", jsongen.Unmarshal(malformed, &partial))
	fmt.Println("in detail:", jsongen.UnmarshalOptions{DetailedErrors: true}.Unmarshal(malformed, &partial))
}

// normalize makes times comparable with DeepEqual, which compares their
// location pointers.
func normalize(o Order) Order {
	o.Placed = o.Placed.UTC()
	if o.Shipped != nil {
		s := o.Shipped.UTC()
		o.Shipped = &s
	}
	return o
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "shop:", err)
		os.Exit(1)
	}
}
