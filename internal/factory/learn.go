package factory

import (
	"fmt"

	"github.com/ingot-dev/ingot/pkg/home"
	"github.com/ingot-dev/ingot/pkg/route"
	"github.com/ingot-dev/ingot/pkg/setting"
)

// LearnedPath is the home's store of learned requests (learning from use,
// `ingot-route learn`).
func LearnedPath(h home.Home) string { return h.Run("route", "learned.json") }

// LearnedStore is the home's store of learned requests when
// INGOT_ROUTE_LEARN is on, "" when it is off (the default). ingot-mcp
// hands it to the server, which reads it at start and again when it
// changes. A malformed setting is an error.
func LearnedStore(getenv func(string) string, h home.Home) (string, error) {
	on, err := setting.Bool(route.EnvLearn, getenv(route.EnvLearn), false)
	if err != nil || !on {
		return "", err
	}
	return LearnedPath(h), nil
}

// LearnedOptions sets opt.Learned from the home's store when
// INGOT_ROUTE_LEARN is on (off by default). ingot-route calls it, after
// RouteOptions (ingot-mcp uses LearnedStore); the binaries that measure skill texts (ingot-ab,
// ingot-optimize, ingot-mine) never do, since learned requests bound to a
// champion's revision would favour it over a challenger. A malformed
// setting is an error; an unreadable store or an empty one is said through
// warn and routing goes on without learned requests.
func LearnedOptions(getenv func(string) string, h home.Home, opt *route.Options, warn func(string)) error {
	path, err := LearnedStore(getenv, h)
	if err != nil || path == "" {
		return err
	}
	st, err := route.LoadLearned(path)
	if err != nil {
		if warn != nil {
			warn(fmt.Sprintf("%s is on but the learned requests cannot be read, routing without them: %v", route.EnvLearn, err))
		}
		return nil
	}
	if len(st.Entries) == 0 && warn != nil {
		warn(fmt.Sprintf("%s is on but %s holds no learned requests (ingot-route learn writes them)", route.EnvLearn, path))
	}
	opt.Learned = st.Entries
	return nil
}
