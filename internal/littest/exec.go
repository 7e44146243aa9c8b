package littest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// env is what the commands of one test file run with.
type env struct {
	tools map[string]string
	dir   string          // working directory, also %T
	subst map[byte]string // the % substitutions
}

// result is what one command did.
type result struct {
	stdout, stderr []byte
	code           int // exit status; -1 when killed by a signal
}

// runLine runs one RUN command.
func (e *env) runLine(text string) error {
	toks, err := e.tokenize(text)
	if err != nil {
		return err
	}
	pipes, err := parse(toks)
	if err != nil {
		return err
	}
	for _, p := range pipes {
		if err := e.runPipeline(p); err != nil {
			return err
		}
	}
	return nil
}

// runPipeline runs the stages in order, each reading the output of the
// one before. It fails when any stage fails.
func (e *env) runPipeline(p pipeline) error {
	var input []byte
	var report strings.Builder
	failed := false
	for _, c := range p {
		if c.in != "" {
			data, err := os.ReadFile(e.path(c.in))
			if err != nil {
				return err
			}
			input = data
		}
		res, err := e.run(c, input)
		if err != nil {
			return fmt.Errorf("%s: %v", c.argv[0], err)
		}
		if input, err = e.route(c, res); err != nil {
			return err
		}
		ok := res.code != -1 && (res.code == 0) == (c.not%2 == 0)
		describe(&report, c, res, ok)
		failed = failed || !ok
	}
	if failed {
		return errors.New(strings.TrimRight(report.String(), "\n"))
	}
	return nil
}

// describe writes what a command did, for the failure report.
func describe(b *strings.Builder, c *command, res result, ok bool) {
	verdict := "ok"
	if !ok {
		verdict = "FAILED"
	}
	want := "zero"
	if c.not%2 == 1 {
		want = "non-zero"
	}
	fmt.Fprintf(b, "# %s: exit status %d (want %s): %s\n", strings.Join(c.argv, " "), res.code, want, verdict)
	if len(res.stderr) > 0 && c.errFile == "" && !c.errToOut {
		fmt.Fprintf(b, "# stderr:\n%s\n", strings.TrimRight(string(res.stderr), "\n"))
	}
}

// route writes a command's output to its redirection targets and returns
// what the next stage reads.
func (e *env) route(c *command, res result) ([]byte, error) {
	out := res.stdout
	if c.errToOut {
		out = append(out, res.stderr...)
	}
	if c.errFile != "" {
		if err := e.write(c.errFile, res.stderr, c.appendErr); err != nil {
			return nil, err
		}
	}
	if c.out != "" {
		return nil, e.write(c.out, out, c.appendOut)
	}
	return out, nil
}

func (e *env) write(name string, data []byte, appendTo bool) error {
	flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if appendTo {
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := os.OpenFile(e.path(name), flag, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// path resolves a file name against the working directory.
func (e *env) path(name string) string {
	if filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(e.dir, name)
}

// run runs one command on input. An error means it could not run at all.
func (e *env) run(c *command, input []byte) (result, error) {
	name := c.argv[0]
	path, ok := e.tools[name]
	if !ok && name == "FileCheck" {
		return e.fileCheck(c.argv[1:], input), nil
	}
	if !ok {
		return result{}, fmt.Errorf("unknown command (known: FileCheck %s)", strings.Join(e.toolNames(), " "))
	}
	cmd := exec.Command(path, c.argv[1:]...)
	cmd.Dir = e.dir
	cmd.Stdin = bytes.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	if c.errToOut {
		cmd.Stderr = &stdout
	}
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return result{stdout.Bytes(), stderr.Bytes(), exit.ExitCode()}, nil
	case err != nil:
		return result{}, err
	}
	return result{stdout.Bytes(), stderr.Bytes(), 0}, nil
}

func (e *env) toolNames() []string {
	var names []string
	for n := range e.tools {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
