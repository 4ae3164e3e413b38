#ifndef COUNTBIKI_CRUBBERBAND_SHIM_H
#define COUNTBIKI_CRUBBERBAND_SHIM_H

#include <rubberband/rubberband-c.h>

#endif
