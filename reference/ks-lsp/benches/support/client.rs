//! The benches' client: the real server on an in-memory connection, requests answered in order.

use std::time::Duration;

use lsp_server::{Connection, Message, Notification, Request, RequestId};
use serde_json::Value;

pub struct Client {
    pub connection: Connection,
    pub next_id: i32,
}

impl Client {
    pub fn send(&self, message: Message) {
        self.connection.sender.send(message).expect("the server is running");
    }

    pub fn notify(&self, method: &str, params: Value) {
        self.send(Message::Notification(Notification::new(method.to_string(), params)));
    }

    /// Sends a request and waits for its answer (`null` for an error), dropping what comes before.
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = RequestId::from(self.next_id);
        self.send(Message::Request(Request::new(id.clone(), method.to_string(), params)));
        loop {
            match self.recv() {
                Message::Response(response) if response.id == id => {
                    return response.response_result.unwrap_or(Value::Null);
                }
                _ => {}
            }
        }
    }

    pub fn recv(&self) -> Message {
        self.connection
            .receiver
            .recv_timeout(Duration::from_secs(120))
            .expect("the server answers within two minutes")
    }
}
