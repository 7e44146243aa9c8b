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
