// Package plain declares the Go types of the benchmark datasets, with no
// methods: encoding/json, json/v2, sonic, goccy/go-json, json-iterator and
// segmentio/encoding decode into these by reflection or JIT.
//
// ../gen and ../easy hold byte-for-byte copies of this file (apart from the
// package clause) with jsongen's and easyjson's generated code next to
// them; ../../gen.sh makes the copies and runs both generators, and
// TestTypeCopies fails when a copy is stale.
//
// The shapes follow the documents: the six Go datasets have the shapes of
// the types in the Go tree's encoding/json/internal/jsontest (maps keyed
// by integers, [][][2]float64, any fields, a raw []byte value with its own
// methods, ",string" integers), declared here as named types.
package easystd

import "time"

// DeviceReport is device_report.json: an IoT alarm report.
type DeviceReport struct {
	EventTime  string      `json:"event_time"`
	AlarmEvent *AlarmEvent `json:"alarm_event"`
}

type AlarmEvent struct {
	EventEnd   string `json:"event_end"`
	EventID    string `json:"event_id"`
	EventStart string `json:"event_start"`
	EventType  int32  `json:"event_type"`
	Image      string `json:"image"`
	Url        string `json:"url"`
	ReportType int32  `json:"report_type"`
	VideoEnd   string `json:"video_end"`
	VideoStart string `json:"video_start"`
	Channel    *int32 `json:"channel"`
}

// Person is person.json: nine fields named by their Go names.
type Person struct {
	DocId       uint32
	Position    string
	Company     string
	City        string
	SchoolLevel int32
	Vip         bool
	Chat        bool
	Active      int32
	WorkAge     int32
}

// Search is easyjson_example.json: a twitter search response.
type Search struct {
	Statuses       []SearchStatus `json:"statuses"`
	SearchMetadata SearchMeta     `json:"search_metadata"`
}

// Searches is the "large" dataset: fifty search responses.
type Searches struct {
	Data []Search `json:"data"`
}

type SearchMeta struct {
	CompletedIn float64 `json:"completed_in"`
	Count       int     `json:"count"`
	MaxID       int64   `json:"max_id"`
	MaxIDStr    string  `json:"max_id_str"`
	NextResults string  `json:"next_results"`
	Query       string  `json:"query"`
	RefreshURL  string  `json:"refresh_url"`
	SinceID     int64   `json:"since_id"`
	SinceIDStr  string  `json:"since_id_str"`
}

type SearchStatus struct {
	Contributors         *string        `json:"contributors"`
	Coordinates          *string        `json:"coordinates"`
	CreatedAt            string         `json:"created_at"`
	Entities             SearchEntities `json:"entities"`
	Favorited            bool           `json:"favorited"`
	Geo                  *string        `json:"geo"`
	ID                   int64          `json:"id"`
	IDStr                string         `json:"id_str"`
	InReplyToScreenName  *string        `json:"in_reply_to_screen_name"`
	InReplyToStatusID    *int64         `json:"in_reply_to_status_id"`
	InReplyToStatusIDStr *string        `json:"in_reply_to_status_id_str"`
	InReplyToUserID      *int64         `json:"in_reply_to_user_id"`
	InReplyToUserIDStr   *string        `json:"in_reply_to_user_id_str"`
	Metadata             StatusMeta     `json:"metadata"`
	Place                *string        `json:"place"`
	RetweetCount         int            `json:"retweet_count"`
	Retweeted            bool           `json:"retweeted"`
	Source               string         `json:"source"`
	Text                 string         `json:"text"`
	Truncated            bool           `json:"truncated"`
	User                 SearchUser     `json:"user"`
}

// SearchEntities is also the whole of easyjson_small.json.
type SearchEntities struct {
	Hashtags     []Hashtag `json:"hashtags"`
	Urls         []*string `json:"urls"`
	UserMentions []*string `json:"user_mentions"`
}

type Hashtag struct {
	Indices []int  `json:"indices"`
	Text    string `json:"text"`
}

type StatusMeta struct {
	IsoLanguageCode string `json:"iso_language_code"`
	ResultType      string `json:"result_type"`
}

type SearchUser struct {
	ContributorsEnabled            bool         `json:"contributors_enabled"`
	CreatedAt                      string       `json:"created_at"`
	DefaultProfile                 bool         `json:"default_profile"`
	DefaultProfileImage            bool         `json:"default_profile_image"`
	Description                    string       `json:"description"`
	Entities                       UserEntities `json:"entities"`
	FavouritesCount                int          `json:"favourites_count"`
	FollowRequestSent              *string      `json:"follow_request_sent"`
	FollowersCount                 int          `json:"followers_count"`
	Following                      *string      `json:"following"`
	FriendsCount                   int          `json:"friends_count"`
	GeoEnabled                     bool         `json:"geo_enabled"`
	ID                             int          `json:"id"`
	IDStr                          string       `json:"id_str"`
	IsTranslator                   bool         `json:"is_translator"`
	Lang                           string       `json:"lang"`
	ListedCount                    int          `json:"listed_count"`
	Location                       string       `json:"location"`
	Name                           string       `json:"name"`
	Notifications                  *string      `json:"notifications"`
	ProfileBackgroundColor         string       `json:"profile_background_color"`
	ProfileBackgroundImageURL      string       `json:"profile_background_image_url"`
	ProfileBackgroundImageURLHTTPS string       `json:"profile_background_image_url_https"`
	ProfileBackgroundTile          bool         `json:"profile_background_tile"`
	ProfileImageURL                string       `json:"profile_image_url"`
	ProfileImageURLHTTPS           string       `json:"profile_image_url_https"`
	ProfileLinkColor               string       `json:"profile_link_color"`
	ProfileSidebarBorderColor      string       `json:"profile_sidebar_border_color"`
	ProfileSidebarFillColor        string       `json:"profile_sidebar_fill_color"`
	ProfileTextColor               string       `json:"profile_text_color"`
	ProfileUseBackgroundImage      bool         `json:"profile_use_background_image"`
	Protected                      bool         `json:"protected"`
	ScreenName                     string       `json:"screen_name"`
	ShowAllInlineMedia             bool         `json:"show_all_inline_media"`
	StatusesCount                  int          `json:"statuses_count"`
	TimeZone                       string       `json:"time_zone"`
	URL                            *string      `json:"url"`
	UtcOffset                      int          `json:"utc_offset"`
	Verified                       bool         `json:"verified"`
}

type UserEntities struct {
	Description URLList `json:"description"`
	URL         URLList `json:"url"`
}

type URLList struct {
	Urls []EntityURL `json:"urls"`
}

type EntityURL struct {
	ExpandedURL *string `json:"expanded_url"`
	Indices     []int   `json:"indices"`
	URL         string  `json:"url"`
}

// Canada is canada_geometry.json: GeoJSON polygons.
type Canada struct {
	Type     string          `json:"type"`
	Features []CanadaFeature `json:"features"`
}

type CanadaFeature struct {
	Type       string         `json:"type"`
	Properties CanadaProps    `json:"properties"`
	Geometry   CanadaGeometry `json:"geometry"`
}

type CanadaProps struct {
	Name string `json:"name"`
}

type CanadaGeometry struct {
	Type        string         `json:"type"`
	Coordinates [][][2]float64 `json:"coordinates"`
}

// Citm is citm_catalog.json: a ticketing catalog keyed by numeric ids.
type Citm struct {
	AreaNames                map[int64]string    `json:"areaNames"`
	AudienceSubCategoryNames map[int64]string    `json:"audienceSubCategoryNames"`
	BlockNames               map[int64]string    `json:"blockNames"`
	Events                   map[int64]CitmEvent `json:"events"`
	Performances             []CitmPerformance   `json:"performances"`
	SeatCategoryNames        map[uint64]string   `json:"seatCategoryNames"`
	SubTopicNames            map[uint64]string   `json:"subTopicNames"`
	SubjectNames             map[uint64]string   `json:"subjectNames"`
	TopicNames               map[uint64]string   `json:"topicNames"`
	TopicSubTopics           map[uint64][]uint64 `json:"topicSubTopics"`
	VenueNames               map[string]string   `json:"venueNames"`
}

type CitmEvent struct {
	Description string `json:"description"`
	ID          int    `json:"id"`
	Logo        string `json:"logo"`
	Name        string `json:"name"`
	SubTopicIds []int  `json:"subTopicIds"`
	SubjectCode any    `json:"subjectCode"`
	Subtitle    any    `json:"subtitle"`
	TopicIds    []int  `json:"topicIds"`
}

type CitmPerformance struct {
	EventID        int                `json:"eventId"`
	ID             int                `json:"id"`
	Logo           any                `json:"logo"`
	Name           any                `json:"name"`
	Prices         []CitmPrice        `json:"prices"`
	SeatCategories []CitmSeatCategory `json:"seatCategories"`
	SeatMapImage   any                `json:"seatMapImage"`
	Start          int64              `json:"start"`
	VenueCode      string             `json:"venueCode"`
}

type CitmPrice struct {
	Amount                int   `json:"amount"`
	AudienceSubCategoryID int64 `json:"audienceSubCategoryId"`
	SeatCategoryID        int64 `json:"seatCategoryId"`
}

type CitmSeatCategory struct {
	Areas          []CitmArea `json:"areas"`
	SeatCategoryID int        `json:"seatCategoryId"`
}

type CitmArea struct {
	AreaID   int   `json:"areaId"`
	BlockIds []any `json:"blockIds"`
}

// Golang is golang_source.json: a tree of timing records.
type Golang struct {
	Tree     *GolangNode `json:"tree"`
	Username string      `json:"username"`
}

type GolangNode struct {
	Name     string       `json:"name"`
	Kids     []GolangNode `json:"kids"`
	CLWeight float64      `json:"cl_weight"`
	Touches  int          `json:"touches"`
	MinT     uint64       `json:"min_t"`
	MaxT     uint64       `json:"max_t"`
	MeanT    uint64       `json:"mean_t"`
}

// Unicode is string_unicode.json: one string of each Unicode block.
type Unicode struct {
	Arabic                             string `json:"Arabic"`
	ArabicPresentationFormsA           string `json:"Arabic Presentation Forms-A"`
	ArabicPresentationFormsB           string `json:"Arabic Presentation Forms-B"`
	Armenian                           string `json:"Armenian"`
	Arrows                             string `json:"Arrows"`
	Bengali                            string `json:"Bengali"`
	Bopomofo                           string `json:"Bopomofo"`
	BoxDrawing                         string `json:"Box Drawing"`
	CJKCompatibility                   string `json:"CJK Compatibility"`
	CJKCompatibilityForms              string `json:"CJK Compatibility Forms"`
	CJKCompatibilityIdeographs         string `json:"CJK Compatibility Ideographs"`
	CJKSymbolsAndPunctuation           string `json:"CJK Symbols and Punctuation"`
	CJKUnifiedIdeographs               string `json:"CJK Unified Ideographs"`
	CJKUnifiedIdeographsExtensionA     string `json:"CJK Unified Ideographs Extension A"`
	CJKUnifiedIdeographsExtensionB     string `json:"CJK Unified Ideographs Extension B"`
	Cherokee                           string `json:"Cherokee"`
	CurrencySymbols                    string `json:"Currency Symbols"`
	Cyrillic                           string `json:"Cyrillic"`
	CyrillicSupplementary              string `json:"Cyrillic Supplementary"`
	Devanagari                         string `json:"Devanagari"`
	EnclosedAlphanumerics              string `json:"Enclosed Alphanumerics"`
	EnclosedCJKLettersAndMonths        string `json:"Enclosed CJK Letters and Months"`
	Ethiopic                           string `json:"Ethiopic"`
	GeometricShapes                    string `json:"Geometric Shapes"`
	Georgian                           string `json:"Georgian"`
	GreekAndCoptic                     string `json:"Greek and Coptic"`
	Gujarati                           string `json:"Gujarati"`
	Gurmukhi                           string `json:"Gurmukhi"`
	HangulCompatibilityJamo            string `json:"Hangul Compatibility Jamo"`
	HangulJamo                         string `json:"Hangul Jamo"`
	HangulSyllables                    string `json:"Hangul Syllables"`
	Hebrew                             string `json:"Hebrew"`
	Hiragana                           string `json:"Hiragana"`
	IPAExtentions                      string `json:"IPA Extentions"`
	KangxiRadicals                     string `json:"Kangxi Radicals"`
	Katakana                           string `json:"Katakana"`
	Khmer                              string `json:"Khmer"`
	KhmerSymbols                       string `json:"Khmer Symbols"`
	Latin                              string `json:"Latin"`
	LatinExtendedAdditional            string `json:"Latin Extended Additional"`
	Latin1Supplement                   string `json:"Latin-1 Supplement"`
	LatinExtendedA                     string `json:"Latin-Extended A"`
	LatinExtendedB                     string `json:"Latin-Extended B"`
	LetterlikeSymbols                  string `json:"Letterlike Symbols"`
	Malayalam                          string `json:"Malayalam"`
	MathematicalAlphanumericSymbols    string `json:"Mathematical Alphanumeric Symbols"`
	MathematicalOperators              string `json:"Mathematical Operators"`
	MiscellaneousSymbols               string `json:"Miscellaneous Symbols"`
	Mongolian                          string `json:"Mongolian"`
	NumberForms                        string `json:"Number Forms"`
	Oriya                              string `json:"Oriya"`
	PhoneticExtensions                 string `json:"Phonetic Extensions"`
	SupplementalArrowsB                string `json:"Supplemental Arrows-B"`
	Syriac                             string `json:"Syriac"`
	Tamil                              string `json:"Tamil"`
	Thaana                             string `json:"Thaana"`
	Thai                               string `json:"Thai"`
	UnifiedCanadianAboriginalSyllabics string `json:"Unified Canadian Aboriginal Syllabics"`
	YiRadicals                         string `json:"Yi Radicals"`
	YiSyllables                        string `json:"Yi Syllables"`
}

// Fhir is synthea_fhir.json: a bundle of healthcare records.
type Fhir struct {
	Entry        []FhirEntry `json:"entry"`
	ResourceType string      `json:"resourceType"`
	Type         string      `json:"type"`
}

type FhirEntry struct {
	FullURL  string        `json:"fullUrl"`
	Request  *FhirRequest  `json:"request"`
	Resource *FhirResource `json:"resource"`
}

type FhirRequest struct {
	Method string `json:"method"`
	URL    string `json:"url"`
}

type FhirResource struct {
	AbatementDateTime         time.Time           `json:"abatementDateTime"`
	AchievementStatus         FhirCode            `json:"achievementStatus"`
	Active                    bool                `json:"active"`
	Activity                  []FhirActivity      `json:"activity"`
	Address                   []FhirAddress       `json:"address"`
	Addresses                 []FhirRef           `json:"addresses"`
	AuthoredOn                time.Time           `json:"authoredOn"`
	BillablePeriod            FhirPeriod          `json:"billablePeriod"`
	BirthDate                 string              `json:"birthDate"`
	CareTeam                  []FhirCareTeam      `json:"careTeam"`
	Category                  []FhirCode          `json:"category"`
	Claim                     FhirRef             `json:"claim"`
	Class                     FhirCoding          `json:"class"`
	ClinicalStatus            FhirCode            `json:"clinicalStatus"`
	Code                      FhirCode            `json:"code"`
	Communication             []FhirCommunication `json:"communication"`
	Component                 []FhirComponent     `json:"component"`
	Contained                 []FhirContained     `json:"contained"`
	Created                   time.Time           `json:"created"`
	DeceasedDateTime          time.Time           `json:"deceasedDateTime"`
	Description               FhirCode            `json:"description"`
	Diagnosis                 []FhirDiagnosis     `json:"diagnosis"`
	DosageInstruction         []FhirDosage        `json:"dosageInstruction"`
	EffectiveDateTime         time.Time           `json:"effectiveDateTime"`
	Encounter                 FhirRef             `json:"encounter"`
	Extension                 []FhirExtension     `json:"extension"`
	Gender                    string              `json:"gender"`
	Goal                      []FhirRef           `json:"goal"`
	ID                        string              `json:"id"`
	Identifier                []FhirIdentifier    `json:"identifier"`
	Insurance                 []FhirInsurance     `json:"insurance"`
	Insurer                   FhirRef             `json:"insurer"`
	Intent                    string              `json:"intent"`
	Issued                    time.Time           `json:"issued"`
	Item                      []FhirItem          `json:"item"`
	LifecycleStatus           string              `json:"lifecycleStatus"`
	ManagingOrganization      []FhirRef           `json:"managingOrganization"`
	MaritalStatus             FhirCode            `json:"maritalStatus"`
	MedicationCodeableConcept FhirCode            `json:"medicationCodeableConcept"`
	MultipleBirthBoolean      bool                `json:"multipleBirthBoolean"`
	Name                      Raw                 `json:"name"`
	NumberOfInstances         int64               `json:"numberOfInstances"`
	NumberOfSeries            int64               `json:"numberOfSeries"`
	OccurrenceDateTime        time.Time           `json:"occurrenceDateTime"`
	OnsetDateTime             time.Time           `json:"onsetDateTime"`
	Outcome                   string              `json:"outcome"`
	Participant               []FhirParticipant   `json:"participant"`
	Patient                   FhirRef             `json:"patient"`
	Payment                   *FhirPayment        `json:"payment"`
	PerformedPeriod           FhirPeriod          `json:"performedPeriod"`
	Period                    FhirPeriod          `json:"period"`
	Prescription              FhirRef             `json:"prescription"`
	PrimarySource             bool                `json:"primarySource"`
	Priority                  FhirCode            `json:"priority"`
	Procedure                 []FhirProcedure     `json:"procedure"`
	Provider                  FhirRef             `json:"provider"`
	ReasonCode                []FhirCode          `json:"reasonCode"`
	ReasonReference           []FhirRef           `json:"reasonReference"`
	RecordedDate              time.Time           `json:"recordedDate"`
	Referral                  FhirRef             `json:"referral"`
	Requester                 FhirRef             `json:"requester"`
	ResourceType              string              `json:"resourceType"`
	Result                    []FhirRef           `json:"result"`
	Series                    []FhirSeries        `json:"series"`
	ServiceProvider           FhirRef             `json:"serviceProvider"`
	Started                   time.Time           `json:"started"`
	Status                    string              `json:"status"`
	Subject                   FhirRef             `json:"subject"`
	SupportingInfo            []FhirSupporting    `json:"supportingInfo"`
	Telecom                   []map[string]string `json:"telecom"`
	Text                      map[string]string   `json:"text"`
	Total                     Raw                 `json:"total"`
	Type                      Raw                 `json:"type"`
	Use                       string              `json:"use"`
	VaccineCode               FhirCode            `json:"vaccineCode"`
	ValueCodeableConcept      FhirCode            `json:"valueCodeableConcept"`
	ValueQuantity             FhirCoding          `json:"valueQuantity"`
	VerificationStatus        FhirCode            `json:"verificationStatus"`
}

type FhirActivity struct {
	Detail *FhirActivityDetail `json:"detail"`
}

type FhirActivityDetail struct {
	Code     FhirCode `json:"code"`
	Location FhirRef  `json:"location"`
	Status   string   `json:"status"`
}

type FhirCareTeam struct {
	Provider  FhirRef  `json:"provider"`
	Reference string   `json:"reference"`
	Role      FhirCode `json:"role"`
	Sequence  int64    `json:"sequence"`
}

type FhirCommunication struct {
	Language FhirCode `json:"language"`
}

type FhirComponent struct {
	Code          FhirCode   `json:"code"`
	ValueQuantity FhirCoding `json:"valueQuantity"`
}

type FhirContained struct {
	Beneficiary  FhirRef   `json:"beneficiary"`
	ID           string    `json:"id"`
	Intent       string    `json:"intent"`
	Payor        []FhirRef `json:"payor"`
	Performer    []FhirRef `json:"performer"`
	Requester    FhirRef   `json:"requester"`
	ResourceType string    `json:"resourceType"`
	Status       string    `json:"status"`
	Subject      FhirRef   `json:"subject"`
	Type         FhirCode  `json:"type"`
}

type FhirDiagnosis struct {
	DiagnosisReference FhirRef    `json:"diagnosisReference"`
	Sequence           int64      `json:"sequence"`
	Type               []FhirCode `json:"type"`
}

type FhirDosage struct {
	AsNeededBoolean bool           `json:"asNeededBoolean"`
	DoseAndRate     []FhirDoseRate `json:"doseAndRate"`
	Sequence        int64          `json:"sequence"`
	Timing          *FhirTiming    `json:"timing"`
}

type FhirDoseRate struct {
	DoseQuantity *FhirQuantity `json:"doseQuantity"`
	Type         FhirCode      `json:"type"`
}

type FhirQuantity struct {
	Value float64 `json:"value"`
}

type FhirTiming struct {
	Repeat *FhirRepeat `json:"repeat"`
}

type FhirRepeat struct {
	Frequency  int64   `json:"frequency"`
	Period     float64 `json:"period"`
	PeriodUnit string  `json:"periodUnit"`
}

type FhirIdentifier struct {
	System string   `json:"system"`
	Type   FhirCode `json:"type"`
	Use    string   `json:"use"`
	Value  string   `json:"value"`
}

type FhirInsurance struct {
	Coverage FhirRef `json:"coverage"`
	Focal    bool    `json:"focal"`
	Sequence int64   `json:"sequence"`
}

type FhirItem struct {
	Adjudication            []FhirAdjudication `json:"adjudication"`
	Category                FhirCode           `json:"category"`
	DiagnosisSequence       []int64            `json:"diagnosisSequence"`
	Encounter               []FhirRef          `json:"encounter"`
	InformationSequence     []int64            `json:"informationSequence"`
	LocationCodeableConcept FhirCode           `json:"locationCodeableConcept"`
	Net                     FhirMoney          `json:"net"`
	ProcedureSequence       []int64            `json:"procedureSequence"`
	ProductOrService        FhirCode           `json:"productOrService"`
	Sequence                int64              `json:"sequence"`
	ServicedPeriod          FhirPeriod         `json:"servicedPeriod"`
}

type FhirAdjudication struct {
	Amount   FhirMoney `json:"amount"`
	Category FhirCode  `json:"category"`
}

type FhirParticipant struct {
	Individual FhirRef    `json:"individual"`
	Member     FhirRef    `json:"member"`
	Role       []FhirCode `json:"role"`
}

type FhirPayment struct {
	Amount FhirMoney `json:"amount"`
}

type FhirProcedure struct {
	ProcedureReference FhirRef `json:"procedureReference"`
	Sequence           int64   `json:"sequence"`
}

type FhirSeries struct {
	BodySite          FhirCoding     `json:"bodySite"`
	Instance          []FhirInstance `json:"instance"`
	Modality          FhirCoding     `json:"modality"`
	Number            int64          `json:"number"`
	NumberOfInstances int64          `json:"numberOfInstances"`
	Started           string         `json:"started"`
	UID               string         `json:"uid"`
}

type FhirInstance struct {
	Number   int64      `json:"number"`
	SopClass FhirCoding `json:"sopClass"`
	Title    string     `json:"title"`
	UID      string     `json:"uid"`
}

type FhirSupporting struct {
	Category       FhirCode `json:"category"`
	Sequence       int64    `json:"sequence"`
	ValueReference FhirRef  `json:"valueReference"`
}

type FhirCode struct {
	Coding []FhirCoding `json:"coding"`
	Text   string       `json:"text"`
}

type FhirCoding struct {
	Code    string  `json:"code"`
	Display string  `json:"display"`
	System  string  `json:"system"`
	Unit    string  `json:"unit"`
	Value   float64 `json:"value"`
}

type FhirRef struct {
	Display   string `json:"display"`
	Reference string `json:"reference"`
}

type FhirAddress struct {
	City       string          `json:"city"`
	Country    string          `json:"country"`
	Extension  []FhirExtension `json:"extension"`
	Line       []string        `json:"line"`
	PostalCode string          `json:"postalCode"`
	State      string          `json:"state"`
}

type FhirExtension struct {
	URL          string          `json:"url"`
	ValueAddress FhirAddress     `json:"valueAddress"`
	ValueCode    string          `json:"valueCode"`
	ValueDecimal float64         `json:"valueDecimal"`
	ValueString  string          `json:"valueString"`
	Extension    []FhirExtension `json:"extension"`
}

type FhirPeriod struct {
	End   time.Time `json:"end"`
	Start time.Time `json:"start"`
}

type FhirMoney struct {
	Currency string  `json:"currency"`
	Value    float64 `json:"value"`
}

// Raw holds a JSON value as it was read, and writes it back as it is.
type Raw []byte

func (r Raw) MarshalJSON() ([]byte, error) {
	if r == nil {
		return []byte("null"), nil
	}
	return r, nil
}

func (r *Raw) UnmarshalJSON(b []byte) error {
	*r = append((*r)[:0], b...)
	return nil
}

// Twitter is twitter_status.json: a twitter API response with every kind
// of JSON value.
type Twitter struct {
	Statuses       []Tweet     `json:"statuses"`
	SearchMetadata TwitterMeta `json:"search_metadata"`
}

type TwitterMeta struct {
	CompletedIn float64 `json:"completed_in"`
	MaxID       int64   `json:"max_id"`
	MaxIDStr    int64   `json:"max_id_str,string"`
	NextResults string  `json:"next_results"`
	Query       string  `json:"query"`
	RefreshURL  string  `json:"refresh_url"`
	Count       int     `json:"count"`
	SinceID     int     `json:"since_id"`
	SinceIDStr  int     `json:"since_id_str,string"`
}

type Tweet struct {
	Metadata             TweetMeta       `json:"metadata"`
	CreatedAt            string          `json:"created_at"`
	ID                   int64           `json:"id"`
	IDStr                int64           `json:"id_str,string"`
	Text                 string          `json:"text"`
	Source               string          `json:"source"`
	Truncated            bool            `json:"truncated"`
	InReplyToStatusID    int64           `json:"in_reply_to_status_id"`
	InReplyToStatusIDStr int64           `json:"in_reply_to_status_id_str,string"`
	InReplyToUserID      int64           `json:"in_reply_to_user_id"`
	InReplyToUserIDStr   int64           `json:"in_reply_to_user_id_str,string"`
	InReplyToScreenName  string          `json:"in_reply_to_screen_name"`
	User                 TwitterUser     `json:"user,omitempty"`
	Geo                  any             `json:"geo"`
	Coordinates          any             `json:"coordinates"`
	Place                any             `json:"place"`
	Contributors         any             `json:"contributors"`
	RetweetedStatus      *Tweet          `json:"retweeted_status"`
	RetweetCount         int             `json:"retweet_count"`
	FavoriteCount        int             `json:"favorite_count"`
	Entities             TwitterEntities `json:"entities,omitempty"`
	Favorited            bool            `json:"favorited"`
	Retweeted            bool            `json:"retweeted"`
	PossiblySensitive    bool            `json:"possibly_sensitive"`
	Lang                 string          `json:"lang"`
}

type TweetMeta struct {
	ResultType      string `json:"result_type"`
	IsoLanguageCode string `json:"iso_language_code"`
}

type TwitterUser struct {
	ID                             int64           `json:"id"`
	IDStr                          string          `json:"id_str"`
	Name                           string          `json:"name"`
	ScreenName                     string          `json:"screen_name"`
	Location                       string          `json:"location"`
	Description                    string          `json:"description"`
	URL                            any             `json:"url"`
	Entities                       TwitterEntities `json:"entities"`
	Protected                      bool            `json:"protected"`
	FollowersCount                 int             `json:"followers_count"`
	FriendsCount                   int             `json:"friends_count"`
	ListedCount                    int             `json:"listed_count"`
	CreatedAt                      string          `json:"created_at"`
	FavouritesCount                int             `json:"favourites_count"`
	UtcOffset                      int             `json:"utc_offset"`
	TimeZone                       string          `json:"time_zone"`
	GeoEnabled                     bool            `json:"geo_enabled"`
	Verified                       bool            `json:"verified"`
	StatusesCount                  int             `json:"statuses_count"`
	Lang                           string          `json:"lang"`
	ContributorsEnabled            bool            `json:"contributors_enabled"`
	IsTranslator                   bool            `json:"is_translator"`
	IsTranslationEnabled           bool            `json:"is_translation_enabled"`
	ProfileBackgroundColor         string          `json:"profile_background_color"`
	ProfileBackgroundImageURL      string          `json:"profile_background_image_url"`
	ProfileBackgroundImageURLHTTPS string          `json:"profile_background_image_url_https"`
	ProfileBackgroundTile          bool            `json:"profile_background_tile"`
	ProfileImageURL                string          `json:"profile_image_url"`
	ProfileImageURLHTTPS           string          `json:"profile_image_url_https"`
	ProfileBannerURL               string          `json:"profile_banner_url"`
	ProfileLinkColor               string          `json:"profile_link_color"`
	ProfileSidebarBorderColor      string          `json:"profile_sidebar_border_color"`
	ProfileSidebarFillColor        string          `json:"profile_sidebar_fill_color"`
	ProfileTextColor               string          `json:"profile_text_color"`
	ProfileUseBackgroundImage      bool            `json:"profile_use_background_image"`
	DefaultProfile                 bool            `json:"default_profile"`
	DefaultProfileImage            bool            `json:"default_profile_image"`
	Following                      bool            `json:"following"`
	FollowRequestSent              bool            `json:"follow_request_sent"`
	Notifications                  bool            `json:"notifications"`
}

type TwitterEntities struct {
	Hashtags     []any            `json:"hashtags"`
	Symbols      []any            `json:"symbols"`
	URL          *TwitterURL      `json:"url"`
	URLs         []TwitterURL     `json:"urls"`
	UserMentions []TwitterMention `json:"user_mentions"`
	Description  TwitterURLs      `json:"description"`
	Media        []TwitterMedia   `json:"media"`
}

type TwitterMention struct {
	ScreenName string `json:"screen_name"`
	Name       string `json:"name"`
	ID         int64  `json:"id"`
	IDStr      int64  `json:"id_str,string"`
	Indices    []int  `json:"indices"`
}

type TwitterURLs struct {
	URLs []TwitterURL `json:"urls"`
}

type TwitterMedia struct {
	ID                int64                  `json:"id"`
	IDStr             string                 `json:"id_str"`
	Indices           []int                  `json:"indices"`
	MediaURL          string                 `json:"media_url"`
	MediaURLHTTPS     string                 `json:"media_url_https"`
	URL               string                 `json:"url"`
	DisplayURL        string                 `json:"display_url"`
	ExpandedURL       string                 `json:"expanded_url"`
	Type              string                 `json:"type"`
	Sizes             map[string]TwitterSize `json:"sizes"`
	SourceStatusID    int64                  `json:"source_status_id"`
	SourceStatusIDStr int64                  `json:"source_status_id_str,string"`
}

type TwitterSize struct {
	W      int    `json:"w"`
	H      int    `json:"h"`
	Resize string `json:"resize"`
}

type TwitterURL struct {
	URL         string       `json:"url"`
	URLs        []TwitterURL `json:"urls"`
	ExpandedURL string       `json:"expanded_url"`
	DisplayURL  string       `json:"display_url"`
	Indices     []int        `json:"indices"`
}
