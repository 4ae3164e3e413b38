#include "CSignalGuard.h"

#include <signal.h>
#include <string.h>

static int blocked = 0;

/// Runs from the executable's pre-initialization array: before the initializers of every shared
/// library (Foundation's among them) and before `main`. A signal's default action would end the
/// process without the summary a drill promises. The `countbiki` launcher has blocked them
/// already, before the loader mapped this program's libraries; this covers countbiki-core
/// started directly.
static void block_stop_signals(int argc, char **argv, char **envp) {
  (void)envp;
  // The tests link countbiki's code into their own runner, which must stay stoppable.
  const char *suffix = ".xctest";
  size_t length = argc > 0 && argv[0] ? strlen(argv[0]) : 0;
  if (length >= strlen(suffix) && strcmp(argv[0] + length - strlen(suffix), suffix) == 0) return;
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, SIGINT);
  sigaddset(&stop, SIGTERM);
  sigaddset(&stop, SIGHUP);
  blocked = sigprocmask(SIG_BLOCK, &stop, 0) == 0;
}

__attribute__((section(".preinit_array"), used)) static void (*const preinit)(int, char **,
                                                                            char **) =
    block_stop_signals;

int csignalguard_blocked_at_start(void) { return blocked; }
