import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchBackend } from "./backendWatch.ts";

type Listener = (message: MessageEvent<string>) => void;
const fakeSource = () => {
  const listeners = new Map<string, Listener>();
  return {
    listeners,
    close: vi.fn(),
    addEventListener: vi.fn((name: string, listener: Listener) => listeners.set(name, listener)),
  };
};

describe("watchBackend", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("subscribes at once when the identifier is known and refetches on non-delete tenant events", () => {
    const source = fakeSource();
    const createSource = vi.fn(() => source);
    const onChange = vi.fn();
    watchBackend({
      current: () => ({ backend: "http://x/t/demo", identifier: "demo" }),
      onChange,
      createSource,
    });
    expect(createSource).toHaveBeenCalledWith("http://x/t/demo/api/v1/realtime");
    const listener = source.listeners.get("backends_changes")!;
    const emit = (message: { data: string }) => listener(message as MessageEvent<string>);
    emit({ data: JSON.stringify({ topic: "core-demo", action: "update", record: {} }) });
    emit({ data: JSON.stringify({ topic: "core-demo", action: "create", record: {} }) });
    emit({ data: JSON.stringify({ topic: "core-demo", action: "delete", record: {} }) });
    emit({ data: JSON.stringify({ topic: "core-other", action: "update", record: {} }) });
    emit({ data: "not json" });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("waits 2 s while the identifier is unknown", () => {
    let identifier: string | null = null;
    const createSource = vi.fn(() => fakeSource());
    watchBackend({
      current: () => ({ backend: "http://x/t/demo", identifier }),
      onChange: vi.fn(),
      createSource,
    });
    expect(createSource).not.toHaveBeenCalled();
    identifier = "demo";
    vi.advanceTimersByTime(1_999);
    expect(createSource).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(createSource).toHaveBeenCalledOnce();
  });

  it("re-subscribes when the backend moves and closes on stop", () => {
    let backend = "http://a/t/demo";
    const sources = [fakeSource(), fakeSource()];
    const createSource = vi.fn(() => sources[createSource.mock.calls.length - 1]!);
    const watch = watchBackend({
      current: () => ({ backend, identifier: "demo" }),
      onChange: vi.fn(),
      createSource,
    });
    watch.sync();
    expect(createSource).toHaveBeenCalledOnce();
    backend = "http://b/t/demo";
    watch.sync();
    expect(sources[0]!.close).toHaveBeenCalled();
    expect(createSource).toHaveBeenLastCalledWith("http://b/t/demo/api/v1/realtime");
    watch.stop();
    expect(sources[1]!.close).toHaveBeenCalled();
  });
});
