#ifndef COUNTBIKI_CALSA_SHIM_H
#define COUNTBIKI_CALSA_SHIM_H

#include <alsa/asoundlib.h>

// libasound reports errors through a variadic C callback, a function type Swift cannot form.
// This no-op handler, installed once, keeps libasound from printing to stderr; the Swift side
// turns the returned status codes into its own errors.
static void countbiki_alsa_silent_error_handler(const char *file, int line, const char *function,
                                                int err, const char *fmt, ...) {
  (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

/// Silences libasound's own error messages for the whole process.
static inline void countbiki_alsa_silence_errors(void) {
  snd_lib_error_set_handler(countbiki_alsa_silent_error_handler);
}

#endif
