// Counts heap allocations by interposing malloc and friends, so the benchmark can report
// allocations per match. Only on glibc, where __libc_malloc and friends exist.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static _Atomic uint64_t allocations = 0;

void *malloc(size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_malloc(size);
}
void *calloc(size_t count, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_calloc(count, size);
}
void *realloc(void *pointer, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_realloc(pointer, size);
}
int posix_memalign(void **result, size_t alignment, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  void *pointer = __libc_memalign(alignment, size);
  if (!pointer) return 12;
  *result = pointer;
  return 0;
}
void *aligned_alloc(size_t alignment, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_memalign(alignment, size);
}

uint64_t deeplink_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}
uint64_t deeplink_heap_in_use(void) {
  // Chunks in the heap plus those malloc maps on their own (large arrays): leaving the latter
  // out undercounted a table's flat arrays, by an amount that depended on earlier frees
  // (glibc raises its mapping threshold as mapped chunks are freed).
  struct mallinfo2 info = mallinfo2();
  return (uint64_t)(info.uordblks + info.hblkhd);
}
#else
uint64_t deeplink_allocation_count(void) { return 0; }
uint64_t deeplink_heap_in_use(void) { return 0; }
#endif
