#define _GNU_SOURCE
#include "CSpawn.h"

#include <sys/syscall.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int cspawn_add_close_from(posix_spawn_file_actions_t *actions, int lowest) {
  return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

int cspawn_add_change_folder(posix_spawn_file_actions_t *actions, const char *path) {
  return posix_spawn_file_actions_addchdir_np(actions, path);
}

short cspawn_new_session_flag(void) { return POSIX_SPAWN_SETSID; }

int cspawn_pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
  return (int)syscall(SYS_pidfd_open, pid, 0);
#else
  errno = ENOSYS;
  return -1;
#endif
}

int cspawn_pipe_closed_on_exec(int descriptors[2]) { return pipe2(descriptors, O_CLOEXEC); }
