#ifndef COUNTBIKI_CVORBIS_SHIM_H
#define COUNTBIKI_CVORBIS_SHIM_H

#include <vorbis/vorbisenc.h>

#endif
