import { useCallback, useEffect, useState } from "react";
import {
  createInboundAddress,
  fetchInboundAddress,
  type InboundAddress,
  turnOffInboundAddress,
} from "./inbound-api";

export interface InboundAddressState {
  readonly loading: boolean;
  readonly busy: boolean;
  readonly address: InboundAddress | null;
  readonly error: string | null;
  readonly create: () => Promise<void>;
  readonly turnOff: () => Promise<void>;
}

/** The signed-in user's inbound address, with create/regenerate and turn-off. */
export function useInboundAddress(): InboundAddressState {
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [address, setAddress] = useState<InboundAddress | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchInboundAddress(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      if (result.ok) setAddress(result.value.address);
      else setError(result.message);
    });
    return () => controller.abort();
  }, []);

  const create = useCallback(async () => {
    setBusy(true);
    setError(null);
    const result = await createInboundAddress();
    setBusy(false);
    if (result.ok) setAddress(result.value.address);
    else setError(result.message);
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    const result = await turnOffInboundAddress();
    setBusy(false);
    if (result.ok) setAddress(null);
    else setError(result.message);
  }, []);

  return { loading, busy, address, error, create, turnOff };
}
