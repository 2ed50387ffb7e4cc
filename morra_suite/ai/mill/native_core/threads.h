/* Threads for the helper searches of a native core (Lazy SMP): start one, join it.
 *
 * Why a header of its own: POSIX and Windows spell a thread differently (pthread_create against
 * CreateThread, and the start routine's type), and the search should not care. A platform with
 * neither (or NATIVE_NO_THREADS) gets thread_start() failing, and the core then searches on one
 * thread, which is always correct: the helpers only fill the shared table.
 *
 * The mill and Myra cores each carry this same file (a core is one folder, compiled and hashed
 * on its own); tests/ai/test_native_threads.py checks that the two copies are identical.
 * The helpers' stacks are given 8 MB explicitly: macOS gives a new thread 512 KB by default. */
#ifndef NATIVE_THREADS_H
#define NATIVE_THREADS_H

#define THREAD_STACK (8u << 20)

#if defined(NATIVE_NO_THREADS)
typedef int thread_t;
#define THREAD_FN(name, arg) static void *name(void *arg)
#define THREAD_RETURN return NULL
typedef void *(*thread_fn)(void *);
static inline int thread_start(thread_t *t, thread_fn fn, void *arg) {
    (void)t, (void)fn, (void)arg;
    return -1;
}
static inline void thread_join(thread_t t) { (void)t; }
#elif defined(_WIN32)
#include <windows.h>
typedef HANDLE thread_t;
#define THREAD_FN(name, arg) static DWORD WINAPI name(LPVOID arg)
#define THREAD_RETURN return 0
typedef LPTHREAD_START_ROUTINE thread_fn;
static inline int thread_start(thread_t *t, thread_fn fn, void *arg) {
    *t = CreateThread(NULL, THREAD_STACK, fn, arg, STACK_SIZE_PARAM_IS_A_RESERVATION, NULL);
    return *t ? 0 : -1;
}
static inline void thread_join(thread_t t) {
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
}
#else
#include <pthread.h>
typedef pthread_t thread_t;
#define THREAD_FN(name, arg) static void *name(void *arg)
#define THREAD_RETURN return NULL
typedef void *(*thread_fn)(void *);
static inline int thread_start(thread_t *t, thread_fn fn, void *arg) {
    pthread_attr_t attr;
    if (pthread_attr_init(&attr)) return -1;
    pthread_attr_setstacksize(&attr, THREAD_STACK);
    int r = pthread_create(t, &attr, fn, arg);
    pthread_attr_destroy(&attr);
    return r ? -1 : 0;
}
static inline void thread_join(thread_t t) { pthread_join(t, NULL); }
#endif

/* The number of threads a think may use at most (the option is range-checked against it). */
#define MAX_THREADS 64

#endif
