#ifndef CSPAWN_H
#define CSPAWN_H

#include <spawn.h>

/// glibc's posix_spawn file actions that its headers declare only for _GNU_SOURCE, which Swift's
/// Glibc module does not define: closing every descriptor from `lowest` on, and changing folder.
int cspawn_add_close_from(posix_spawn_file_actions_t *actions, int lowest);
int cspawn_add_change_folder(posix_spawn_file_actions_t *actions, const char *path);

/// glibc's posix_spawn flag, declared only for _GNU_SOURCE, that starts the child in a session
/// of its own.
short cspawn_new_session_flag(void);

/// A descriptor that becomes readable when process `pid` ends (Linux 5.3 and later), or -1 with
/// errno set: `pidfd_open` has no glibc wrapper before 2.36, and `syscall` is variadic.
int cspawn_pidfd_open(pid_t pid);

/// A pipe whose two ends are closed on exec from the moment they exist, so no child started by
/// another thread meanwhile inherits them (`pipe2` is declared only for _GNU_SOURCE).
int cspawn_pipe_closed_on_exec(int descriptors[2]);

#endif
