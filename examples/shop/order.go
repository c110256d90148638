package main

//go:generate go tool jsongen -all $GOFILE

import (
	"fmt"
	"time"
)

// Order is a customer's order, as an online shop's API sends it.
type Order struct {
	ID       int64             `json:"id"`
	Customer Customer          `json:"customer"`
	Items    []Item            `json:"items"`
	Status   Status            `json:"status"`
	Placed   time.Time         `json:"placed"`
	Shipped  *time.Time        `json:"shipped,omitempty"`
	Notes    string            `json:"notes,omitempty"`
	Tags     map[string]string `json:"tags,omitempty"`
	Total    Cents             `json:"total,string"` // a JavaScript-safe decimal string
	Audit                      // embedded: its fields are promoted
}

// Customer is who placed the order.
type Customer struct {
	Name  string  `json:"name"`
	Email string  `json:"email"`
	Phone *string `json:"phone"`
}

// Item is one line of an order.
type Item struct {
	SKU      string  `json:"sku"`
	Title    string  `json:"title"`
	Quantity int     `json:"qty"`
	Price    Cents   `json:"price"`
	Weight   float64 `json:"weight_kg,omitzero"`
}

// Audit records who changed a record last.
type Audit struct {
	UpdatedBy string `json:"updated_by,omitempty"`
	Revision  int    `json:"revision"`
}

// Cents is an amount of money in cents.
type Cents int64

// Status is an order's state; it is written as text.
type Status int

const (
	Pending Status = iota
	Paid
	Shipped
)

var statusNames = []string{"pending", "paid", "shipped"}

func (s Status) MarshalText() ([]byte, error) {
	if int(s) < len(statusNames) {
		return []byte(statusNames[s]), nil
	}
	return nil, fmt.Errorf("unknown status %d", int(s))
}

func (s *Status) UnmarshalText(b []byte) error {
	for i, name := range statusNames {
		if string(b) == name {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("unknown status %q", b)
}
