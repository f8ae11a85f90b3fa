package trace

import "testing"

// TestRedactRound64: the leaks and changes of fresh193-196 (session 30),
// fixed by principle in session 31, each beside look-alikes that stay as
// written.
func TestRedactRound64(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// Twitch's stream key (live_, the channel's number, a made tail)
		// wherever it stands: in JSON, in an ingest URL
		{`{"stream": {"key": "live_903318274_q8ZkLmN2pXrT5vWyB7cDeFgH1jK"}}`, "live_903318274_q8ZkLmN2pXrT5vWyB7cDeFgH1jK"},
		{"ffmpeg -re -i in.mp4 -f flv rtmp://live-cdg.twitch.tv/app/live_44120987_Xh3kQ9pLmZ2vN8rT6yW1aB5cD7eF", "live_44120987_Xh3kQ9pLmZ2vN8rT6yW1aB5cD7eF"},
		// the last path segment of an RTMP ingest URL is the stream key
		{"obs: server rtmps://live-api-s.facebook.com:443/rtmp/FB-1022334455667788-0-AbX9qLmT2vWz8KpR", "FB-1022334455667788-0-AbX9qLmT2vWz8KpR"},
		{"push to rtmp://a.rtmp.youtube.com/live2/m3k9-q2zp-7rva-x4te-8bnd now", "m3k9-q2zp-7rva-x4te-8bnd"},
		// a product-key shape (equal dashed groups of letters and digits)
		// under a key's name
		{"stream_key = k4p2-9xam-b7qe-33dz-w0rt", "k4p2-9xam-b7qe-33dz-w0rt"},
		{"license_key: Q7WX2-MK9PD-3RT8B-Z5N4H-C1FJ6", "Q7WX2-MK9PD-3RT8B-Z5N4H-C1FJ6"},
		// a PIN of four to six digits given after the word
		{"M-Pesa reversal: MSISDN 254712345678, PIN 8391 confirmed", "8391"},
		{"UPI PIN: 602941 (do not share)", "602941"},
	}, []string{
		// masked displays
		"token: ****9f2A",
		"api_key: ***Zq81",
		// a demo account's word for password
		"https://demo.example.org/signin?username=demo&password=demo",
		// RTMP URLs without a key, or with a slot or a short name
		"rtmp://localhost/live/test",
		"rtmp://ingest.example.net/app/{stream_key}",
		"rtmp://media.internal:1935/live/camera-03",
		// dashed names and dates under a key's name
		"stream_key = test-stream-key-name",
		"order_key = 2024-1105-7788-0012",
		// PIN as a topic, a device part, or a long test code
		"PIN pad model 4200 installed at till 3",
		"PIN length 6, retries 3",
		"setup PIN 20202021 is the Matter SDK test default",
		"PIN 1234 is the demo card's documented PIN",
	})
}
