package pass

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Option is a -name=value flag of the command read by some pass.
type Option struct {
	Name    string
	Default string
	Help    string
	// Check validates a value; nil accepts anything.
	Check func(v string) error
}

var options = map[string]Option{}

// RegisterOption makes name a known option. Registering the same name twice
// with the same default is allowed (passes may share options).
func RegisterOption(o Option) {
	if old, ok := options[o.Name]; ok && old.Default != o.Default {
		panic("option registered twice with different defaults: " + o.Name)
	}
	options[o.Name] = o
}

// KnownOption returns the registered option called name.
func KnownOption(name string) (Option, bool) { o, ok := options[name]; return o, ok }

// OptionNames lists the registered options alphabetically.
func OptionNames() []string {
	var out []string
	for n := range options {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Options holds the values given on the command line.
type Options struct{ set map[string]string }

// Set records name=value after checking the option exists and the value fits.
func (o *Options) Set(name, value string) error {
	opt, ok := options[name]
	if !ok {
		return fmt.Errorf("unknown option '-%s'", name)
	}
	if opt.Check != nil {
		if err := opt.Check(value); err != nil {
			return fmt.Errorf("invalid value '%s' for option '-%s': %v", value, name, err)
		}
	}
	if o.set == nil {
		o.set = map[string]string{}
	}
	o.set[name] = value
	return nil
}

// String returns the value of name: as set, else its default.
func (o *Options) String(name string) string {
	if o != nil {
		if v, ok := o.set[name]; ok {
			return v
		}
	}
	return options[name].Default
}

// Bool reads a boolean option (true/false/1/0).
func (o *Options) Bool(name string) bool {
	v, _ := ParseBool(o.String(name))
	return v
}

// Int reads an integer option.
func (o *Options) Int(name string) int {
	v, _ := strconv.Atoi(o.String(name))
	return v
}

// ParseBool accepts LLVM's boolean spellings.
func ParseBool(s string) (bool, error) {
	switch strings.ToLower(s) {
	case "1", "true", "":
		return true, nil
	case "0", "false":
		return false, nil
	}
	return false, fmt.Errorf("expected a boolean")
}

// CheckBool validates a boolean option value.
func CheckBool(s string) error { _, err := ParseBool(s); return err }

// CheckInt validates an integer option value.
func CheckInt(s string) error {
	if _, err := strconv.Atoi(s); err != nil {
		return fmt.Errorf("expected an integer")
	}
	return nil
}

// CheckOneOf returns a check accepting only the given words.
func CheckOneOf(words ...string) func(string) error {
	return func(s string) error {
		for _, w := range words {
			if s == w {
				return nil
			}
		}
		return fmt.Errorf("expected one of %s", strings.Join(words, ", "))
	}
}
