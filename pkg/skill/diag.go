package skill

import "fmt"

// Severity of a diagnostic.
type Severity string

const (
	// SevError: the skill is skipped (or, for validate, the check fails).
	SevError Severity = "error"
	// SevWarning: the skill loads; something deserves attention.
	SevWarning Severity = "warning"
)

// Diagnostic is one finding about a file, with the line and field at fault
// when known.
type Diagnostic struct {
	Severity Severity `json:"severity"`
	File     string   `json:"file"`
	Line     int      `json:"line,omitempty"`
	Field    string   `json:"field,omitempty"`
	SkillID  string   `json:"skill,omitempty"`
	Message  string   `json:"message"`
}

func (d Diagnostic) String() string {
	loc := d.File
	if d.Line > 0 {
		loc = fmt.Sprintf("%s:%d", d.File, d.Line)
	}
	if d.Field != "" {
		return fmt.Sprintf("%s: %s: %s: %s", loc, d.Severity, d.Field, d.Message)
	}
	return fmt.Sprintf("%s: %s: %s", loc, d.Severity, d.Message)
}

// Diagnostics is a list with helpers.
type Diagnostics []Diagnostic

// HasErrors reports whether any diagnostic is an error.
func (ds Diagnostics) HasErrors() bool {
	for _, d := range ds {
		if d.Severity == SevError {
			return true
		}
	}
	return false
}
