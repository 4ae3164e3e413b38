#ifndef COUNTBIKI_CZIP_SHIM_H
#define COUNTBIKI_CZIP_SHIM_H

#include <zip.h>

#endif
