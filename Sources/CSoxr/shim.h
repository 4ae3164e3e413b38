#ifndef COUNTBIKI_CSOXR_SHIM_H
#define COUNTBIKI_CSOXR_SHIM_H

#include <soxr.h>

#endif
