#ifndef CSIGNALGUARD_H
#define CSIGNALGUARD_H

/// Whether SIGINT, SIGTERM and SIGHUP were blocked when the process started, before any library
/// was initialized and long before `main`: a stop signal that comes that early stays pending
/// instead of ending the process, and is handled once the handlers are installed and the
/// signals unblocked. Calling this also keeps the guard linked into the program.
int csignalguard_blocked_at_start(void);

#endif
