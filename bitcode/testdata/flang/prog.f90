module m
  implicit none
  type :: pt
    real :: x, y
    character(len=8) :: tag
  end type
  real, allocatable :: buf(:,:)
  common /blk/ cnt, tot
  integer :: cnt
  real :: tot
contains
  subroutine fill(a, n, s)
    integer, intent(in) :: n
    real, intent(inout) :: a(:)
    character(len=*), intent(in) :: s
    integer :: i
    do i = 1, n
      a(i) = a(i) * 2.0 + len(s)
    end do
    cnt = cnt + n
  end subroutine
  function norm(p) result(r)
    type(pt), intent(in) :: p
    real :: r
    r = sqrt(p%x**2 + p%y**2)
  end function
  subroutine rnk(x)
    real, intent(in) :: x(..)
    tot = tot + rank(x)
  end subroutine
end module
program main
  use m
  type(pt) :: q
  real, pointer :: pp(:)
  real, target :: v(10)
  allocate(buf(3,4))
  v = 1.0
  pp => v
  call fill(pp, 10, "hello")
  q = pt(3.0, 4.0, "a")
  print *, norm(q), sum(v), cnt
  call rnk(buf)
end program
