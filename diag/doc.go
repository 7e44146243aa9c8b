// Package diag collects and prints compiler-style diagnostics:
// "file:line:col: warning: message" followed by "note:" lines that explain
// where a value came from. Locations come from debug info when the IR has
// it, otherwise from the function and value names.
package diag
