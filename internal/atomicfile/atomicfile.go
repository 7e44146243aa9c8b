// Package atomicfile writes files so that readers see either the old file or
// the complete new one, never a partial write.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write stores data at path by writing a temporary file in the same
// directory and renaming it over path. On error nothing is left behind.
func Write(path string, data []byte) (err error) {
	if special(path) {
		return os.WriteFile(path, data, 0o644)
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(0o644); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// File is an output being written; Commit makes it appear at its path,
// Abort removes it. Until Commit, path keeps its old contents (or absence).
type File struct {
	*os.File
	path   string
	direct bool // written in place (special)
}

// special reports whether path names an existing file that is not a
// regular file: a device such as /dev/null, a FIFO. Such a file is
// written in place; renaming a temporary file over it would replace the
// device with a regular file (as root, memspace -o /dev/null did).
func special(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.Mode().IsRegular()
}

// Create starts writing path atomically (in place when special).
func Create(path string) (*File, error) {
	if special(path) {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, err
		}
		return &File{File: f, path: path, direct: true}, nil
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return nil, err
	}
	return &File{File: tmp, path: path}, nil
}

// Commit closes the file and renames it over the destination.
func (f *File) Commit() error {
	if f.direct {
		return f.Close()
	}
	if err := f.Chmod(0o644); err != nil {
		f.Abort()
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), f.path); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}

// Abort discards the file.
func (f *File) Abort() {
	f.Close()
	if !f.direct {
		os.Remove(f.Name())
	}
}
