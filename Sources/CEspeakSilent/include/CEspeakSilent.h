#ifndef CESPEAKSILENT_H
#define CESPEAKSILENT_H

/// libespeak-ng 1.51 asks pcaudiolib for an audio device whenever its output is initialised,
/// even in synchronous mode where countbiki only takes the samples: pcaudiolib then connects
/// to PulseAudio (creating its folders) or opens ALSA's default device. This target defines
/// pcaudiolib's `create_audio_device_object` in the program itself, where it takes precedence
/// over the library's, and answers "no device", which espeak-ng never needs here: countbiki
/// plays through its own ALSA code. Calling this keeps the definition linked into the program.
int cespeaksilent_linked(void);

#endif
