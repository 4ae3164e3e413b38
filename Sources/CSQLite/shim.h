#ifndef COUNTBIKI_CSQLITE_SHIM_H
#define COUNTBIKI_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro that casts -1 to a function pointer, which Swift cannot import.
// Binding text with it makes SQLite copy the bytes before the call returns.
static inline int countbiki_sqlite_bind_text(sqlite3_stmt *statement, int index, const char *text,
                                            int length) {
  return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

#endif
