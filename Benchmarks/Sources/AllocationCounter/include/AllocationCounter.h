#pragma once
#include <stdint.h>

/// The number of heap allocations made by this process so far (Linux only; 0 elsewhere).
uint64_t deeplink_allocation_count(void);

/// Bytes currently allocated on the heap, from glibc's mallinfo2 (Linux only; 0 elsewhere).
uint64_t deeplink_heap_in_use(void);
