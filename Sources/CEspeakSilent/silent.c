#include "CEspeakSilent.h"

#include <stddef.h>

struct audio_object;

/// pcaudiolib's constructor of an audio device, interposed: no device.
__attribute__((visibility("default"))) struct audio_object *
create_audio_device_object(const char *device, const char *application_name,
                           const char *description) {
  (void)device;
  (void)application_name;
  (void)description;
  return NULL;
}

int cespeaksilent_linked(void) { return 1; }
