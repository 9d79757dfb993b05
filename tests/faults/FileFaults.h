#pragma once

// A test's way to make the disk fail: a small library that stands in front of the C library's
// write, fsync, rename, link and open (it is linked into the tests, and preloaded with
// LD_PRELOAD into the programs they start) and, when armed, makes the N-th such call on a path
// under one folder fail with the errno asked for: ENOSPC, EACCES, EIO. Every other call goes
// through untouched, so Qt's real file code (QSaveFile, QFile, QuaZip) meets the failure exactly
// where a full disk or a read-only folder would put it.
//
// In a test:   pd_faults_arm("/tmp/x", PD_FAULT_ANY, 3, ENOSPC, 0); ...; pd_faults_disarm();
// In a child:  PD_FAULTS="/tmp/x:any:3:ENOSPC" LD_PRELOAD=libpd_faults.so program ...
//              (ops: write, sync, rename, link, create, any, joined by '+'; ":sticky" at the end
//              keeps failing after the N-th call, as a disk that stays full does)

#ifdef __cplusplus
extern "C" {
#endif

enum PdFaultOps {
    PD_FAULT_WRITE = 1,   // write, pwrite, writev
    PD_FAULT_SYNC = 2,    // fsync, fdatasync
    PD_FAULT_RENAME = 4,  // rename, renameat, renameat2
    PD_FAULT_LINK = 8,    // link, linkat
    PD_FAULT_CREATE = 16, // open with O_CREAT or O_TMPFILE
    PD_FAULT_ANY = 31
};

// Arms the library: calls of `ops` on paths under `folder` are counted from 1; the `nth` fails
// with `errnoValue` (and every later one too when `sticky`).
void pd_faults_arm(const char *folder, int ops, int nth, int errnoValue, int sticky);
void pd_faults_disarm(void);
// Calls counted since the last arm, and how many of them were made to fail.
int pd_faults_calls(void);
int pd_faults_fired(void);

#ifdef __cplusplus
}
#endif
