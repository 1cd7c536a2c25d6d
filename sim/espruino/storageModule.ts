// Espruino's Storage module and StorageFile on the flash model, with their semantics and their errors.
import type { FlashStorage } from './flashModel';

export function espruinoStorage(flash: FlashStorage) {
  const write = (name: string, data: string, offset = 0, size?: number) => {
    const text = String(data);
    const length = size ?? text.length;
    if (length === 0) throw new Error("Can't create zero length file");
    const old = flash.read(name);
    if (offset === 0) {
      if (old !== undefined && old.length === length && old === text) return true;
      if (old === undefined || old.length !== length || old !== '\xff'.repeat(length)) flash.create(name, length);
    }
    flash.writeAt(name, text, offset);
    return true;
  };
  return {
    read: (name: string, offset?: number, length?: number) => {
      const data = flash.read(name);
      if (data === undefined || offset === undefined) return data;
      return data.slice(offset, length === undefined ? undefined : offset + length);
    },
    readJSON: (name: string) => {
      const text = flash.read(name);
      return text === undefined ? undefined : JSON.parse(text);
    },
    write: write,
    writeJSON: (name: string, data: unknown) => write(name, JSON.stringify(data)),
    erase: (name: string) => void flash.remove(name),
    open: (name: string, mode: string) => storageFile(flash, name, mode),
    list: () => flash.names(),
    getFree: () => flash.getFree(),
    getStats: () => flash.getStats(),
    compact: () => void flash.compact(),
    // jsfEraseAll: every page of Storage erased, each taking its time.
    eraseAll: () => {
      for (let at = 0; at < flash.totalBytes; at += flash.pageBytes) flash.erasePage(at);
    },
  };
}

/** A StorageFile as Espruino's does it (jswrap_storagefile_write and read), on the flash model. */
function storageFile(flash: FlashStorage, name: string, mode: string) {
  if (mode === 'w') flash.eraseStorageFile(name);
  let state = mode === 'r' ? { chunk: 1, offset: 0 } : flash.appendPoint(name);
  let writable = mode === 'w' || mode === 'a';
  const readChunk = (chunk: number) => {
    const data = flash.read(flash.chunkName(name, chunk));
    if (data === undefined) return undefined;
    const end = data.indexOf('\xff');
    return end < 0 ? data : data.slice(0, end);
  };
  const newChunk = (text: string) => {
    state = { chunk: state.chunk + 1, offset: 0 };
    if (text.length > flash.chunkBytes) {
      writable = false;
      throw new Error('Too much data for file size');
    }
    try {
      flash.createChunk(name, state.chunk);
    } catch (error) {
      writable = false;
      throw error;
    }
    flash.writeAt(flash.chunkName(name, state.chunk), text, 0);
    state.offset = text.length;
  };
  return {
    write: (data: string) => {
      const text = String(data);
      if (!writable) throw new Error("Can't write in this mode");
      if (text.indexOf('\xff') >= 0) throw new Error('StorageFile data may not contain 0xFF');
      if (text.length === 0) return;
      if (state.chunk === 0) return newChunk(text);
      const remaining = flash.chunkBytes - state.offset;
      if (text.length < remaining) {
        flash.andWrite(flash.chunkName(name, state.chunk), text, state.offset);
        state.offset += text.length;
        return;
      }
      flash.andWrite(flash.chunkName(name, state.chunk), text.slice(0, remaining), state.offset);
      newChunk(text.slice(remaining));
    },
    read: (length: number) => {
      let out = '';
      while (out.length < length) {
        const data = readChunk(state.chunk);
        if (data === undefined) break;
        const part = data.slice(state.offset, state.offset + length - out.length);
        out += part;
        state.offset += part.length;
        if (state.offset >= data.length) state = { chunk: state.chunk + 1, offset: 0 };
      }
      return out === '' ? undefined : out;
    },
    readLine: () => {
      let out = '';
      for (;;) {
        const data = readChunk(state.chunk);
        if (data === undefined) break;
        const end = data.indexOf('\n', state.offset);
        const stop = end < 0 ? data.length : end + 1;
        out += data.slice(state.offset, stop);
        state.offset = stop;
        if (state.offset >= data.length) state = { chunk: state.chunk + 1, offset: 0 };
        if (end >= 0) break;
      }
      return out === '' ? undefined : out;
    },
    erase: () => flash.eraseStorageFile(name),
  };
}

