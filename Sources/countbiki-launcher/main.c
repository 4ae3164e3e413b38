// The program a learner runs as `countbiki`. It holds the stop signals before any initializer
// runs and hands the process over to `countbiki-core`, which does the work.
//
// countbiki-core is linked against some sixty shared libraries, and the dynamic loader maps and
// relocates them all before any of its code runs: a SIGINT, SIGTERM or SIGHUP sent in those
// milliseconds would take the system's default action and end a drill with no summary and no
// ended session. This launcher is linked statically, so nothing is loaded before it runs, and
// it blocks those signals before the C library's own initializers. A blocked signal stays
// pending across `execv`, and countbiki-core handles it once its handlers are installed, as it
// does any other stop signal.

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void block_stop_signals(int argc, char **argv, char **envp) {
  (void)argc;
  (void)argv;
  (void)envp;
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, SIGINT);
  sigaddset(&stop, SIGTERM);
  sigaddset(&stop, SIGHUP);
  sigprocmask(SIG_BLOCK, &stop, 0);
}

// The pre-initialization array runs before every other initializer of the program.
__attribute__((section(".preinit_array"), used)) static void (*const preinit)(int, char **,
                                                                            char **) =
    block_stop_signals;

static const char core[] = "countbiki-core";

// Where countbiki-core is looked for, relative to this program's folder: beside it (the build
// folder, or a folder holding both), then PREFIX/libexec/countbiki/ for PREFIX/bin/countbiki.
static const char *const places[] = {"", "../libexec/countbiki/"};

int main(int argc, char **argv) {
  (void)argc;
  char folder[PATH_MAX];
  ssize_t length = readlink("/proc/self/exe", folder, sizeof folder - 1);
  char *slash = length > 0 && (size_t)length < sizeof folder - 1 ? memchr(folder, '/', 1) : 0;
  if (!slash) {
    fprintf(stderr, "countbiki: cannot find its own program file in /proc/self/exe (%s); "
                    "run countbiki-core itself.\n",
            length < 0 ? strerror(errno) : "no absolute path");
    return 127;
  }
  folder[length] = 0;
  *(strrchr(folder, '/') + 1) = 0;

  char path[PATH_MAX];
  for (size_t index = 0; index < sizeof places / sizeof *places; index++) {
    int written = snprintf(path, sizeof path, "%s%s%s", folder, places[index], core);
    if (written < 0 || (size_t)written >= sizeof path) continue;
    execv(path, argv);
    // ENOENT also comes from a program that is there but whose loader is missing.
    int failure = errno;
    if ((failure == ENOENT || failure == ENOTDIR) && access(path, F_OK) != 0) continue;
    // Found, but it cannot be started: 126, as a shell says for a file it cannot execute.
    fprintf(stderr, "countbiki: cannot start %s (%s); build or install it again.\n", path,
            strerror(failure));
    return 126;
  }
  fprintf(stderr,
          "countbiki: cannot find %s, the program that does its work, in %s or "
          "%s../libexec/countbiki/; `swift build` builds both, and the README's Install "
          "section installs both.\n",
          core, folder, folder);
  return 127;
}
