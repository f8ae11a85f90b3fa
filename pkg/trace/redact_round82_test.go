package trace

import "testing"

// TestRedactRound82: the leaks of fresh243-246, each as its format in
// new words and values: cookie-signing salts, deploy and build hook
// keys, sessions in environment variables, licence serials on a command
// line, stream keys beside a streaming server, values given to commands
// that store secrets, Telegram's api_hash, raw keys in a blockchain
// tool's accounts list, an exported key pair, a seed phrase given with
// a copula, a node provider's key in its URL path, and chat passwords
// (French "c'est" after a long phrase, Arabizi pronouns, a made value
// of letters only after the words naming the account). The look-alikes
// use the same words harmlessly.
func TestRedactRound82(t *testing.T) {
	checkRedactions(t, round82Secrets, round82Lookalikes)
}

var round82Secrets = []redactProbe{
	{`config :shop, ShopWeb.Endpoint, live_view: [signing_salt: "q8RvTz2LmWx0PfKc"]`, `q8RvTz2LmWx0PfKc`},
	{`plug Plug.Session, store: :cookie, key: "_kiosk_key", encryption_salt: "Nd3kQw9ZtY"`, `Nd3kQw9ZtY`},
	{`session_salt = "R2d2C3poBb8Y"`, `R2d2C3poBb8Y`},
	{`curl -X POST "https://builds.example.net/hooks/deploy/app-17?token=Zp4kW9qA"`, `Zp4kW9qA`},
	{`NETLIFY_BUILD_HOOK=https://api.example.org/build_hooks/site?sig=aQ7rT2mX9vLp`, `aQ7rT2mX9vLp`},
	{`DEPLOY_URL='https://deploy.example.io/trigger/srv-9xk2?key=Hx3vR8nWq2'`, `Hx3vR8nWq2`},
	{`export APPSTORE_SESSION="---\n- name: dqsid\n  value: 7c2e91ab04f3d8e6a5b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8"`, `7c2e91ab04f3d8e6a5b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8`},
	{`PORTAL_COOKIE=sid=Qm9vZ2xlMjAyNlRva2VuVmFsdWUxMjM0NTY3OA; Path=/`, `Qm9vZ2xlMjAyNlRva2VuVmFsdWUxMjM0NTY3OA`},
	{`./render-node --license-key 7QX2-K9WM-4NRT-2KVB-6LZP --headless`, `7QX2-K9WM-4NRT-2KVB-6LZP`},
	{`setup.exe /quiet --product-key=AB12C-D34EF-56GH7-IJ89K-LM0NP`, `AB12C-D34EF-56GH7-IJ89K-LM0NP`},
	{`{"output": {"url": "rtmps://live.example.tv:443/app", "stream_key": "live_82736_Qx9Wm"}}`, `live_82736_Qx9Wm`},
	{`[Stream] Server=rtmp://ingest.example.com/live Key="sk-7h3f-9k2d-x8w1"`, `sk-7h3f-9k2d-x8w1`},
	{`doppler secrets set STRIPE_KEY --value rk_live9Xq2mT7vK4pW8zL3`, `rk_live9Xq2mT7vK4pW8zL3`},
	{`railway secret:create --name PG_PASS --value=Tq8vN2xK7mLp`, `Tq8vN2xK7mLp`},
	{`vault-cli secrets put app/db --data "hG4kP9wQ2zXr"`, `hG4kP9wQ2zXr`},
	{`TG_API_ID=31337 TG_API_HASH=0f9e8d7c6b5a49382716a5b4c3d2e1f0`, `0f9e8d7c6b5a49382716a5b4c3d2e1f0`},
	{`{"app_id": 90210, "app_hash": "a1b2c3d4e5f60718293a4b5c6d7e8f90"}`, `a1b2c3d4e5f60718293a4b5c6d7e8f90`},
	{`networks: { sepolia: { url: RPC, accounts: ["0x5f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8"] } }`, `5f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8`},
	{`accounts = ['9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b']`, `9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b`},
	{`validator key pair saved: 4Jk8mQ2vX9pR7tW3zL5nB1cF6hD0sG8yK2eU4iO7aP9qM3wE5rT1yU8iO2pA6sD4fG7h`, `4Jk8mQ2vX9pR7tW3zL5nB1cF6hD0sG8yK2eU4iO7aP9qM3wE5rT1yU8iO2pA6sD4fG7h`},
	{`lost everything, my recovery phrase was orbit maple canyon velvet hollow pepper ribbon walnut glide timber frost anchor pls dm`, `orbit maple canyon velvet hollow pepper ribbon walnut glide timber frost anchor`},
	{`seed is ankle brave cherry dolphin embark fossil gravity hammer island jungle kettle lemon magnet nephew`, `ankle brave cherry dolphin embark fossil gravity hammer island jungle kettle lemon`},
	{`WS_URL=wss://polygon-mainnet.infura.io/ws/v3/4e1f2a3b4c5d6e7f8091a2b3c4d5e6f7`, `4e1f2a3b4c5d6e7f8091a2b3c4d5e6f7`},
	{`const rpc = "https://arb-sepolia.g.alchemy.com/v2/Qx7_kP2mW9vR4tL8zN3b";`, `Qx7_kP2mW9vR4tL8zN3b`},
	{`la contraseña del router de la oficina c'est rare mais: le mot de passe de la caméra du hall c'est XkTz9qWmPv`, `XkTz9qWmPv`},
	{`[08:12] nour: el password ta3 el wifi hiya QwZx7PkLm2 ya jama3a`, `QwZx7PkLm2`},
	{`[22:40] sasha: пароль для стенда TRwqPZkHLnBv, не терять`, `TRwqPZkHLnBv`},
}

var round82Lookalikes = []string{
	`# Phoenix docs: set signing_salt in config; generate one with mix phx.gen.secret 32`,
	`signing_salt: "<%= System.fetch_env!("SIGNING_SALT") %>"`,
	`bcrypt salt rounds: 12, salt length 16`,
	`Deploy hooks: create one under Settings > Deploy Hook, then call it with ?key=YOUR_KEY`,
	`https://docs.example.com/deploy/hooks?page=2&sort=name`,
	`GET /hooks/deploy?ref=main&env=staging 200 14ms`,
	`DESKTOP_SESSION=ubuntu XDG_SESSION_TYPE=wayland`,
	`TMUX_SESSION=main`,
	`SESSION_COOKIE_NAME=__Host-session`,
	`adb -s emulator-5554 --serial R58M12ABCDE install app.apk`,
	`licensed under --license MIT; see LICENSE-2.0`,
	`release 2026-04-15-0930-rc1 tagged`,
	`{"server": "rtmp://live.example.tv/app", "key": "YOUR_STREAM_KEY"}`,
	`rtmp://ingest.example.com/live is the server; paste the key from the dashboard`,
	`gh secret set DEPLOY_TOKEN --body "$DEPLOY_TOKEN"`,
	`fly secrets set DATABASE_URL=$(cat .db-url) --stage`,
	`doppler secrets set API_KEY --value @key.txt`,
	`api_hash is shown on my.telegram.org under API development tools`,
	`sha256 hash=3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1c`,
	`accounts: [deployer.address, treasury.address]`,
	`tx 0x5f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80 confirmed`,
	`key pair: generate with ssh-keygen -t ed25519`,
	`the random seed is fixed so every run of the tests gives the same sample order`,
	`seed is 42; mnemonic lists are documented in BIP-39`,
	`RPC_URL=https://mainnet.infura.io/v3/YOUR_PROJECT_ID`,
	`see https://docs.alchemy.com/reference/eth-getbalance for the method`,
	`le mot de passe de la box c'est celui écrit sous l'appareil`,
	`el password howa nafso el username ya basha`,
	`пароль для стенда MyServerName, см. вики`,
}
