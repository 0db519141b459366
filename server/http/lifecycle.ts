/**
 * The process's serving state (decision 293): once a shutdown starts, `/readyz` answers 503 so a
 * load balancer stops sending new requests while the ones in flight finish.
 */
let draining = false;

export const lifecycle = {
  draining: () => draining,
  startDraining: () => {
    draining = true;
  },
};
