package main

// Example runs the program: its output is the README's.
func Example() {
	main()
	// Output:
	// pbjson.Marshal:    {"people":[{"name":"Jane Doe","id":1234,"email":"jdoe@example.com","phones":[{"number":"555-4321","type":"PHONE_TYPE_HOME"},{"number":"555-1234","type":"PHONE_TYPE_MOBILE"}],"lastUpdated":"2023-11-14T22:13:20.500Z","accountId":"1099511627776"}]}
	// same as protojson: true
	// with options:      {"number":"555-4321","type":2}
	// EmitUnpopulated:   {"name":"Nobody","id":0,"email":"","phones":[],"lastUpdated":null}
	// pbjson.Unmarshal:  {"name":"Ann","phones":[{"type":"PHONE_TYPE_WORK"}],"last_updated":"2024-01-02T03:04:05Z","account_id":"7"}
	// {"name": "Ann", "name": "Bob"}    error: true
	// {"nickname": "Ann"}               error: true
	// {"id": 1.5}                       error: true
	// jsongen.Marshal and json.Marshal write the same: true
}
