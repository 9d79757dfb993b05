// The fault seam of FileFaults.h: the C library's file calls, wrapped. Each wrapper asks
// whether the call touches the armed folder and whether this call is the one to fail; if not,
// it hands the call on unchanged (found with dlsym(RTLD_NEXT), the next definition in line).

#include "FileFaults.h"

#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <mutex>
#include <string>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

namespace {

struct Config {
    std::mutex mutex;
    std::string folder;    // as given
    std::string canonical; // realpath of it
    int ops = 0;
    int nth = 0;
    int err = 0;
    bool sticky = false;
};

Config &config() {
    static Config *c = new Config; // never destroyed: wrappers may run during exit
    return *c;
}

std::atomic<bool> g_armed{false};
std::atomic<int> g_calls{0};
std::atomic<int> g_fired{0};

template <typename F>
F next(const char *name) {
    return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

bool underPrefix(const std::string &path, const std::string &prefix) {
    if (prefix.empty() || path.compare(0, prefix.size(), prefix) != 0)
        return false;
    return path.size() == prefix.size() || path[prefix.size()] == '/' || prefix.back() == '/';
}

bool inFolder(const std::string &path) {
    Config &c = config();
    return underPrefix(path, c.canonical) || underPrefix(path, c.folder);
}

// The absolute path of a name given to open/rename/link, as far as it can be known without
// the file existing: its folder resolved, its own name kept.
std::string absoluteOf(int dirfd, const char *path) {
    if (!path)
        return {};
    std::string full;
    if (path[0] == '/') {
        full = path;
    } else {
        char base[PATH_MAX];
        if (dirfd == AT_FDCWD) {
            if (!getcwd(base, sizeof base))
                return path;
        } else {
            const std::string link = "/proc/self/fd/" + std::to_string(dirfd);
            const ssize_t n = readlink(link.c_str(), base, sizeof base - 1);
            if (n <= 0)
                return path;
            base[n] = 0;
        }
        full = std::string(base) + "/" + path;
    }
    const size_t slash = full.rfind('/');
    const std::string dir = slash == 0 ? "/" : full.substr(0, slash);
    char resolved[PATH_MAX];
    if (realpath(dir.c_str(), resolved))
        return std::string(resolved) + full.substr(slash);
    return full;
}

std::string pathOfFd(int fd) {
    char buf[PATH_MAX];
    const std::string link = "/proc/self/fd/" + std::to_string(fd);
    const ssize_t n = readlink(link.c_str(), buf, sizeof buf - 1);
    if (n <= 0)
        return {};
    buf[n] = 0;
    return buf;
}

// Whether this call fails; counts it when it touches the folder. errno is left as it was.
bool shouldFail(int op, const std::string &a, const std::string &b = std::string()) {
    if (!g_armed.load(std::memory_order_acquire))
        return false;
    Config &c = config();
    if (!(c.ops & op) || !(inFolder(a) || (!b.empty() && inFolder(b))))
        return false;
    const int n = g_calls.fetch_add(1) + 1;
    if (n == c.nth || (c.sticky && n > c.nth)) {
        g_fired.fetch_add(1);
        // PD_FAULTS_TRACE=1: which call was made to fail, on stderr (for a test being written).
        static const bool trace = std::getenv("PD_FAULTS_TRACE") != nullptr;
        if (trace) {
            const std::string line = "pd_faults: call " + std::to_string(n) + " (op " +
                                     std::to_string(op) + ") on " + a +
                                     (b.empty() ? "" : " -> " + b) + " fails\n";
            static auto realWrite = next<ssize_t (*)(int, const void *, size_t)>("write");
            realWrite(2, line.data(), line.size());
        }
        return true;
    }
    return false;
}

bool failFd(int op, int fd) {
    if (!g_armed.load(std::memory_order_acquire))
        return false;
    const int saved = errno;
    const bool fail = shouldFail(op, pathOfFd(fd));
    errno = saved;
    return fail;
}

bool failPaths(int op, int dirfd1, const char *p1, int dirfd2 = AT_FDCWD,
               const char *p2 = nullptr) {
    if (!g_armed.load(std::memory_order_acquire))
        return false;
    const int saved = errno;
    const bool fail = shouldFail(op, absoluteOf(dirfd1, p1), p2 ? absoluteOf(dirfd2, p2) : "");
    errno = saved;
    return fail;
}

int failWith() {
    errno = config().err;
    return -1;
}

int opOfName(const char *name, size_t len) {
    const struct {
        const char *name;
        int op;
    } names[] = {{"write", PD_FAULT_WRITE},   {"sync", PD_FAULT_SYNC},
                 {"rename", PD_FAULT_RENAME}, {"link", PD_FAULT_LINK},
                 {"create", PD_FAULT_CREATE}, {"any", PD_FAULT_ANY}};
    for (const auto &n : names)
        if (std::strlen(n.name) == len && std::strncmp(n.name, name, len) == 0)
            return n.op;
    return 0;
}

int errnoOfName(const std::string &name) {
    if (name == "ENOSPC")
        return ENOSPC;
    if (name == "EACCES")
        return EACCES;
    if (name == "EIO")
        return EIO;
    if (name == "EROFS")
        return EROFS;
    if (name == "EDQUOT")
        return EDQUOT;
    return std::atoi(name.c_str());
}

// PD_FAULTS="<folder>:<ops>:<nth>:<errno>[:sticky]" arms a program that was preloaded.
__attribute__((constructor)) void armFromEnvironment() {
    const char *spec = std::getenv("PD_FAULTS");
    if (!spec || !*spec)
        return;
    std::string parts[5];
    int i = 0;
    for (const char *p = spec; *p && i < 5; ++p) {
        if (*p == ':')
            ++i;
        else
            parts[i] += *p;
    }
    int ops = 0;
    for (size_t start = 0; start <= parts[1].size();) {
        size_t end = parts[1].find('+', start);
        if (end == std::string::npos)
            end = parts[1].size();
        ops |= opOfName(parts[1].c_str() + start, end - start);
        start = end + 1;
    }
    pd_faults_arm(parts[0].c_str(), ops, std::atoi(parts[2].c_str()), errnoOfName(parts[3]),
                  parts[4] == "sticky");
}

} // namespace

extern "C" {

void pd_faults_arm(const char *folder, int ops, int nth, int errnoValue, int sticky) {
    Config &c = config();
    std::lock_guard<std::mutex> lock(c.mutex);
    g_armed.store(false);
    c.folder = folder ? folder : "";
    while (c.folder.size() > 1 && c.folder.back() == '/')
        c.folder.pop_back();
    char resolved[PATH_MAX];
    c.canonical = realpath(c.folder.c_str(), resolved) ? resolved : c.folder;
    c.ops = ops;
    c.nth = nth;
    c.err = errnoValue;
    c.sticky = sticky != 0;
    g_calls.store(0);
    g_fired.store(0);
    g_armed.store(!c.folder.empty() && ops != 0 && nth > 0, std::memory_order_release);
}

void pd_faults_disarm(void) {
    g_armed.store(false);
}

int pd_faults_calls(void) {
    return g_calls.load();
}

int pd_faults_fired(void) {
    return g_fired.load();
}

// --- the wrapped calls ---------------------------------------------------------------------

ssize_t write(int fd, const void *buf, size_t count) {
    static auto real = next<ssize_t (*)(int, const void *, size_t)>("write");
    if (failFd(PD_FAULT_WRITE, fd))
        return failWith();
    return real(fd, buf, count);
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset) {
    static auto real = next<ssize_t (*)(int, const void *, size_t, off_t)>("pwrite");
    if (failFd(PD_FAULT_WRITE, fd))
        return failWith();
    return real(fd, buf, count, offset);
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t offset) {
    static auto real = next<ssize_t (*)(int, const void *, size_t, off64_t)>("pwrite64");
    if (failFd(PD_FAULT_WRITE, fd))
        return failWith();
    return real(fd, buf, count, offset);
}

ssize_t writev(int fd, const struct iovec *iov, int count) {
    static auto real = next<ssize_t (*)(int, const struct iovec *, int)>("writev");
    if (failFd(PD_FAULT_WRITE, fd))
        return failWith();
    return real(fd, iov, count);
}

// While armed, a sync in the folder that is not made to fail succeeds at once without waiting
// for the disk: what it does is only seen after a power cut, and the tests try hundreds of
// failure points each.
int fsync(int fd) {
    static auto real = next<int (*)(int)>("fsync");
    if (failFd(PD_FAULT_SYNC, fd))
        return failWith();
    return g_armed.load() && inFolder(pathOfFd(fd)) ? 0 : real(fd);
}

int fdatasync(int fd) {
    static auto real = next<int (*)(int)>("fdatasync");
    if (failFd(PD_FAULT_SYNC, fd))
        return failWith();
    return g_armed.load() && inFolder(pathOfFd(fd)) ? 0 : real(fd);
}

int rename(const char *from, const char *to) {
    static auto real = next<int (*)(const char *, const char *)>("rename");
    if (failPaths(PD_FAULT_RENAME, AT_FDCWD, from, AT_FDCWD, to))
        return failWith();
    return real(from, to);
}

int renameat(int fromDir, const char *from, int toDir, const char *to) {
    static auto real = next<int (*)(int, const char *, int, const char *)>("renameat");
    if (failPaths(PD_FAULT_RENAME, fromDir, from, toDir, to))
        return failWith();
    return real(fromDir, from, toDir, to);
}

int renameat2(int fromDir, const char *from, int toDir, const char *to, unsigned int flags) {
    static auto real =
        next<int (*)(int, const char *, int, const char *, unsigned int)>("renameat2");
    if (failPaths(PD_FAULT_RENAME, fromDir, from, toDir, to))
        return failWith();
    return real(fromDir, from, toDir, to, flags);
}

int link(const char *from, const char *to) {
    static auto real = next<int (*)(const char *, const char *)>("link");
    if (failPaths(PD_FAULT_LINK, AT_FDCWD, to))
        return failWith();
    return real(from, to);
}

int linkat(int fromDir, const char *from, int toDir, const char *to, int flags) {
    static auto real = next<int (*)(int, const char *, int, const char *, int)>("linkat");
    if (failPaths(PD_FAULT_LINK, toDir, to))
        return failWith();
    return real(fromDir, from, toDir, to, flags);
}

namespace {
bool creates(int flags) {
    return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE;
}
mode_t modeOf(int flags, va_list args) {
    return creates(flags) ? mode_t(va_arg(args, int)) : 0;
}
} // namespace

int open(const char *path, int flags, ...) {
    static auto real = next<int (*)(const char *, int, ...)>("open");
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    if (creates(flags) && failPaths(PD_FAULT_CREATE, AT_FDCWD, path))
        return failWith();
    return real(path, flags, mode);
}

int open64(const char *path, int flags, ...) {
    static auto real = next<int (*)(const char *, int, ...)>("open64");
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    if (creates(flags) && failPaths(PD_FAULT_CREATE, AT_FDCWD, path))
        return failWith();
    return real(path, flags, mode);
}

int openat(int dir, const char *path, int flags, ...) {
    static auto real = next<int (*)(int, const char *, int, ...)>("openat");
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    if (creates(flags) && failPaths(PD_FAULT_CREATE, dir, path))
        return failWith();
    return real(dir, path, flags, mode);
}

int openat64(int dir, const char *path, int flags, ...) {
    static auto real = next<int (*)(int, const char *, int, ...)>("openat64");
    va_list args;
    va_start(args, flags);
    const mode_t mode = modeOf(flags, args);
    va_end(args);
    if (creates(flags) && failPaths(PD_FAULT_CREATE, dir, path))
        return failWith();
    return real(dir, path, flags, mode);
}

} // extern "C"
