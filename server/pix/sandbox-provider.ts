import 'server-only';
import type { DynamicPixProvider } from './provider';
import {
  sandboxGetCobv,
  sandboxGetPix,
  sandboxGetRefund,
  sandboxListPix,
  sandboxPatchCobv,
  sandboxPutCobv,
  sandboxRefund,
} from './sandbox-psp';

/** The sandbox provider (D20): the API Pix operations, answered by the in-process sandbox PSP. */
export const sandboxPixProvider: DynamicPixProvider = {
  kind: 'sandbox',
  putCobv: sandboxPutCobv,
  patchCobv: sandboxPatchCobv,
  getCobv: sandboxGetCobv,
  // The sandbox notifies in-process: paying from its page takes the webhook's path directly.
  registerWebhook: async () => {},
  getPix: sandboxGetPix,
  listPix: sandboxListPix,
  requestRefund: (e2eid, id, valor) => sandboxRefund(e2eid, id, valor),
  getRefund: sandboxGetRefund,
};
