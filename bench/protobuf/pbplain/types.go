// Package pbplain holds plain Go structs equivalent to the benchmark's
// protobuf messages (../person.proto, ../twitter.proto), with JSON names
// as protojson writes them, for encoding/json, jsongen, msgp and gob.
package pbplain

//go:generate go tool jsongen -all types.go
//go:generate go tool msgp -file types.go -o types_msgp.go -tests=false

type PhoneType int32

type Person struct {
	Name   string         `json:"name,omitempty" msg:"name"`
	Id     int32          `json:"id,omitempty" msg:"id"`
	Email  string         `json:"email,omitempty" msg:"email"`
	Phones []*PhoneNumber `json:"phones,omitempty" msg:"phones"`
}

type Twitter struct {
	Statuses       []*Status       `json:"statuses,omitempty" msg:"statuses"`
	SearchMetadata *SearchMetadata `json:"searchMetadata,omitempty" msg:"searchMetadata"`
}

type SearchMetadata struct {
	CompletedIn float64 `json:"completedIn,omitempty" msg:"completedIn"`
	MaxId       int64   `json:"maxId,omitempty,string" msg:"maxId"`
	MaxIdStr    string  `json:"maxIdStr,omitempty" msg:"maxIdStr"`
	NextResults string  `json:"nextResults,omitempty" msg:"nextResults"`
	Query       string  `json:"query,omitempty" msg:"query"`
	RefreshUrl  string  `json:"refreshUrl,omitempty" msg:"refreshUrl"`
	Count       int32   `json:"count,omitempty" msg:"count"`
	SinceId     int64   `json:"sinceId,omitempty,string" msg:"sinceId"`
	SinceIdStr  string  `json:"sinceIdStr,omitempty" msg:"sinceIdStr"`
}

type Status struct {
	Metadata             *StatusMetadata `json:"metadata,omitempty" msg:"metadata"`
	CreatedAt            string          `json:"createdAt,omitempty" msg:"createdAt"`
	Id                   int64           `json:"id,omitempty,string" msg:"id"`
	IdStr                string          `json:"idStr,omitempty" msg:"idStr"`
	Text                 string          `json:"text,omitempty" msg:"text"`
	Source               string          `json:"source,omitempty" msg:"source"`
	Truncated            bool            `json:"truncated,omitempty" msg:"truncated"`
	InReplyToStatusId    *int64          `json:"inReplyToStatusId,omitempty,string" msg:"inReplyToStatusId"`
	InReplyToStatusIdStr *string         `json:"inReplyToStatusIdStr,omitempty" msg:"inReplyToStatusIdStr"`
	InReplyToUserId      *int64          `json:"inReplyToUserId,omitempty,string" msg:"inReplyToUserId"`
	InReplyToUserIdStr   *string         `json:"inReplyToUserIdStr,omitempty" msg:"inReplyToUserIdStr"`
	InReplyToScreenName  *string         `json:"inReplyToScreenName,omitempty" msg:"inReplyToScreenName"`
	User                 *User           `json:"user,omitempty" msg:"user"`
	RetweetCount         int32           `json:"retweetCount,omitempty" msg:"retweetCount"`
	FavoriteCount        int32           `json:"favoriteCount,omitempty" msg:"favoriteCount"`
	Entities             *Entities       `json:"entities,omitempty" msg:"entities"`
	Favorited            bool            `json:"favorited,omitempty" msg:"favorited"`
	Retweeted            bool            `json:"retweeted,omitempty" msg:"retweeted"`
	Lang                 string          `json:"lang,omitempty" msg:"lang"`
	RetweetedStatus      *Status         `json:"retweetedStatus,omitempty" msg:"retweetedStatus"`
	PossiblySensitive    bool            `json:"possiblySensitive,omitempty" msg:"possiblySensitive"`
}

type StatusMetadata struct {
	ResultType      string `json:"resultType,omitempty" msg:"resultType"`
	IsoLanguageCode string `json:"isoLanguageCode,omitempty" msg:"isoLanguageCode"`
}

type User struct {
	Id                             int64         `json:"id,omitempty,string" msg:"id"`
	IdStr                          string        `json:"idStr,omitempty" msg:"idStr"`
	Name                           string        `json:"name,omitempty" msg:"name"`
	ScreenName                     string        `json:"screenName,omitempty" msg:"screenName"`
	Location                       string        `json:"location,omitempty" msg:"location"`
	Description                    string        `json:"description,omitempty" msg:"description"`
	Url                            *string       `json:"url,omitempty" msg:"url"`
	Entities                       *UserEntities `json:"entities,omitempty" msg:"entities"`
	Protected                      bool          `json:"protected,omitempty" msg:"protected"`
	FollowersCount                 int32         `json:"followersCount,omitempty" msg:"followersCount"`
	FriendsCount                   int32         `json:"friendsCount,omitempty" msg:"friendsCount"`
	ListedCount                    int32         `json:"listedCount,omitempty" msg:"listedCount"`
	CreatedAt                      string        `json:"createdAt,omitempty" msg:"createdAt"`
	FavouritesCount                int32         `json:"favouritesCount,omitempty" msg:"favouritesCount"`
	UtcOffset                      *int32        `json:"utcOffset,omitempty" msg:"utcOffset"`
	TimeZone                       *string       `json:"timeZone,omitempty" msg:"timeZone"`
	GeoEnabled                     bool          `json:"geoEnabled,omitempty" msg:"geoEnabled"`
	Verified                       bool          `json:"verified,omitempty" msg:"verified"`
	StatusesCount                  int32         `json:"statusesCount,omitempty" msg:"statusesCount"`
	Lang                           string        `json:"lang,omitempty" msg:"lang"`
	ContributorsEnabled            bool          `json:"contributorsEnabled,omitempty" msg:"contributorsEnabled"`
	IsTranslator                   bool          `json:"isTranslator,omitempty" msg:"isTranslator"`
	IsTranslationEnabled           bool          `json:"isTranslationEnabled,omitempty" msg:"isTranslationEnabled"`
	ProfileBackgroundColor         string        `json:"profileBackgroundColor,omitempty" msg:"profileBackgroundColor"`
	ProfileBackgroundImageUrl      string        `json:"profileBackgroundImageUrl,omitempty" msg:"profileBackgroundImageUrl"`
	ProfileBackgroundImageUrlHttps string        `json:"profileBackgroundImageUrlHttps,omitempty" msg:"profileBackgroundImageUrlHttps"`
	ProfileBackgroundTile          bool          `json:"profileBackgroundTile,omitempty" msg:"profileBackgroundTile"`
	ProfileImageUrl                string        `json:"profileImageUrl,omitempty" msg:"profileImageUrl"`
	ProfileImageUrlHttps           string        `json:"profileImageUrlHttps,omitempty" msg:"profileImageUrlHttps"`
	ProfileBannerUrl               string        `json:"profileBannerUrl,omitempty" msg:"profileBannerUrl"`
	ProfileLinkColor               string        `json:"profileLinkColor,omitempty" msg:"profileLinkColor"`
	ProfileSidebarBorderColor      string        `json:"profileSidebarBorderColor,omitempty" msg:"profileSidebarBorderColor"`
	ProfileSidebarFillColor        string        `json:"profileSidebarFillColor,omitempty" msg:"profileSidebarFillColor"`
	ProfileTextColor               string        `json:"profileTextColor,omitempty" msg:"profileTextColor"`
	ProfileUseBackgroundImage      bool          `json:"profileUseBackgroundImage,omitempty" msg:"profileUseBackgroundImage"`
	DefaultProfile                 bool          `json:"defaultProfile,omitempty" msg:"defaultProfile"`
	DefaultProfileImage            bool          `json:"defaultProfileImage,omitempty" msg:"defaultProfileImage"`
	Following                      bool          `json:"following,omitempty" msg:"following"`
	FollowRequestSent              bool          `json:"followRequestSent,omitempty" msg:"followRequestSent"`
	Notifications                  bool          `json:"notifications,omitempty" msg:"notifications"`
}

type UserEntities struct {
	Url         *URLs `json:"url,omitempty" msg:"url"`
	Description *URLs `json:"description,omitempty" msg:"description"`
}

type URLs struct {
	Urls []*URL `json:"urls,omitempty" msg:"urls"`
}

type URL struct {
	Url         string  `json:"url,omitempty" msg:"url"`
	ExpandedUrl string  `json:"expandedUrl,omitempty" msg:"expandedUrl"`
	DisplayUrl  string  `json:"displayUrl,omitempty" msg:"displayUrl"`
	Indices     []int32 `json:"indices,omitempty" msg:"indices"`
}

type Entities struct {
	Hashtags     []*Hashtag     `json:"hashtags,omitempty" msg:"hashtags"`
	Symbols      []*Hashtag     `json:"symbols,omitempty" msg:"symbols"`
	Urls         []*URL         `json:"urls,omitempty" msg:"urls"`
	UserMentions []*UserMention `json:"userMentions,omitempty" msg:"userMentions"`
	Media        []*Media       `json:"media,omitempty" msg:"media"`
}

type Hashtag struct {
	Text    string  `json:"text,omitempty" msg:"text"`
	Indices []int32 `json:"indices,omitempty" msg:"indices"`
}

type UserMention struct {
	ScreenName string  `json:"screenName,omitempty" msg:"screenName"`
	Name       string  `json:"name,omitempty" msg:"name"`
	Id         int64   `json:"id,omitempty,string" msg:"id"`
	IdStr      string  `json:"idStr,omitempty" msg:"idStr"`
	Indices    []int32 `json:"indices,omitempty" msg:"indices"`
}

type Media struct {
	Id                int64            `json:"id,omitempty,string" msg:"id"`
	IdStr             string           `json:"idStr,omitempty" msg:"idStr"`
	Indices           []int32          `json:"indices,omitempty" msg:"indices"`
	MediaUrl          string           `json:"mediaUrl,omitempty" msg:"mediaUrl"`
	MediaUrlHttps     string           `json:"mediaUrlHttps,omitempty" msg:"mediaUrlHttps"`
	Url               string           `json:"url,omitempty" msg:"url"`
	DisplayUrl        string           `json:"displayUrl,omitempty" msg:"displayUrl"`
	ExpandedUrl       string           `json:"expandedUrl,omitempty" msg:"expandedUrl"`
	Type              string           `json:"type,omitempty" msg:"type"`
	Sizes             map[string]*Size `json:"sizes,omitempty" msg:"sizes"`
	SourceStatusId    *int64           `json:"sourceStatusId,omitempty,string" msg:"sourceStatusId"`
	SourceStatusIdStr *string          `json:"sourceStatusIdStr,omitempty" msg:"sourceStatusIdStr"`
}

type Size struct {
	W      int32  `json:"w,omitempty" msg:"w"`
	H      int32  `json:"h,omitempty" msg:"h"`
	Resize string `json:"resize,omitempty" msg:"resize"`
}
type PhoneNumber struct {
	Number string    `json:"number,omitempty" msg:"number"`
	Type   PhoneType `json:"type,omitempty" msg:"type"`
}
