#ifndef CSPAWN_H
#define CSPAWN_H

#include <spawn.h>

/// glibc's posix_spawn file actions that its headers declare only for _GNU_SOURCE, which Swift's
/// Glibc module does not define: closing every descriptor from `lowest` on, and changing folder.
int cspawn_add_close_from(posix_spawn_file_actions_t *actions, int lowest);
int cspawn_add_change_folder(posix_spawn_file_actions_t *actions, const char *path);

#endif
