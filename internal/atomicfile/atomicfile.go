// Package atomicfile writes files so that readers see either the old file or
// the complete new one, never a partial write. A destination that exists and
// is not a regular file (/dev/null, /dev/stdout, a named pipe) is written in
// place: renaming over it would replace the device with a plain file, for
// every process on the machine when the writer may (root and /dev/null).
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write stores data at path by writing a temporary file in the same
// directory and renaming it over path. On error nothing is left behind.
func Write(path string, data []byte) (err error) {
	if special(path) {
		return writeInPlace(path, data)
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

// special reports whether path exists and is not a regular file.
func special(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.Mode().IsRegular() && !st.IsDir()
}

// writeInPlace writes data to the device or pipe at path.
func writeInPlace(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// File is an output being written; Commit makes it appear at its path,
// Abort removes it. Until Commit, path keeps its old contents (or absence).
// A special destination (see the package comment) is written directly:
// Commit and Abort only close it.
type File struct {
	*os.File
	path   string
	direct bool
}

// Create starts writing path atomically.
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
