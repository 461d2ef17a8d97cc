// IndexedDB for Dexie tests in Node; harmless where unused.
import 'fake-indexeddb/auto';
