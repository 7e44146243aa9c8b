module memspace

go 1.26
